import type { AddOnContent } from "#content/contentTypes.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatPeriod, formatPrice } from "#web/shared/ui/format.ts";
import { Icon } from "#web/shared/ui/Icon.tsx";

type AddOnCardProps = {
  addOn: AddOnContent;
  fromLabel: string | null | undefined;
  /** h4 under the add-ons' h3 inside the packages' section, h3 in a section of their own. */
  headingLevel?: 3 | 4;
};

/** An add-on in a compact card: icon and name on one line, "From $3,000" or "$500/month", what it is. */
export function AddOnCard({ addOn, fromLabel, headingLevel = 3 }: AddOnCardProps) {
  const { formats } = useMessages();
  const Heading = headingLevel === 4 ? "h4" : "h3";
  return (
    <article className="add-on">
      <Heading className="add-on__name">
        <span className="icon-badge">
          <Icon name={addOn.icon} size={18} />
        </span>
        {addOn.name}
      </Heading>
      <p className="add-on__price">
        {addOn.fromPrice && fromLabel ? <span className="add-on__from">{fromLabel} </span> : null}
        <strong className="figure">{formatPrice(addOn.price)}</strong>
        {addOn.period?.trim() ? (
          <span className="add-on__period">{formatPeriod(addOn.period, formats)}</span>
        ) : null}
      </p>
      {addOn.description ? <p className="add-on__description">{addOn.description}</p> : null}
    </article>
  );
}
