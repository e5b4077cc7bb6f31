import { Check } from "lucide-react";
import { CtaLink } from "~/shared/ui/CtaLink";
import { formatPrice } from "~/shared/ui/format";

type PlanCardProps = {
  name: string | null;
  price: number | null;
  /** Small text after the price: "/month", "one-time". */
  priceNote?: string | null;
  description?: string | null;
  features: string[] | null;
  popular?: boolean | null;
  badge?: string | null;
  cta: { label: string | null; href: string | null } | null;
  headingLevel?: 3 | 4;
};

/** A pricing tier: the popular one is raised and badged, with the primary button. */
export function PlanCard({
  name,
  price,
  priceNote,
  description,
  features,
  popular,
  badge,
  cta,
  headingLevel = 3,
}: PlanCardProps) {
  const Heading = headingLevel === 4 ? "h4" : "h3";
  return (
    <article className={popular ? "plan-card plan-card--popular" : "plan-card"}>
      {popular && badge ? <p className="plan-card__badge">{badge}</p> : null}
      <Heading className="plan-card__name">{name}</Heading>
      <p className="plan-card__price">
        <span className="plan-card__amount figure">{formatPrice(price)}</span>
        {priceNote ? <span className="plan-card__note">{priceNote}</span> : null}
      </p>
      {description ? <p className="plan-card__description">{description}</p> : null}
      {features?.length ? (
        <ul className="check-list">
          {features.map((feature, index) => (
            <li key={`${index}-${feature}`}>
              <Check size={18} aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      {cta?.label ? (
        <CtaLink
          href={cta.href}
          variant={popular ? "primary" : "outline"}
          className="button--block plan-card__cta"
        >
          {cta.label}
          {name ? <span className="visually-hidden">: {name}</span> : null}
        </CtaLink>
      ) : null}
    </article>
  );
}
