import type { AddOnContent } from "~/shared/content/contentTypes";
import { formatPeriod, formatPrice } from "~/shared/ui/format";
import { Icon } from "~/shared/ui/Icon";
import { IconCard } from "~/shared/ui/IconCard";

type AddOnCardProps = {
  addOn: AddOnContent;
  fromLabel: string | null | undefined;
};

/** "From $3,000", "From $500/month". */
export function AddOnCard({ addOn, fromLabel }: AddOnCardProps) {
  return (
    <IconCard className="add-on" icon={<Icon name={addOn.icon} />} title={addOn.name}>
      <p className="add-on__price">
        {addOn.fromPrice && fromLabel ? <span className="add-on__from">{fromLabel} </span> : null}
        <strong className="figure">{formatPrice(addOn.price)}</strong>
        {addOn.period?.trim() ? <span className="add-on__period">{formatPeriod(addOn.period)}</span> : null}
      </p>
      {addOn.description ? <p>{addOn.description}</p> : null}
    </IconCard>
  );
}
