import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { formatPrice } from "#web/shared/ui/format.ts";

type PriceCardProps = {
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
export function PriceCard({
  name,
  price,
  priceNote,
  description,
  features,
  popular,
  badge,
  cta,
  headingLevel = 3,
}: PriceCardProps) {
  const Heading = headingLevel === 4 ? "h4" : "h3";
  return (
    <article className={popular ? "price-card price-card--popular" : "price-card"}>
      {popular && badge ? <p className="price-card__badge">{badge}</p> : null}
      <Heading className="price-card__name">{name}</Heading>
      <p className="price-card__price">
        <span className="price-card__amount figure">{formatPrice(price)}</span>
        {priceNote ? <span className="price-card__note">{priceNote}</span> : null}
      </p>
      {description ? <p className="price-card__description">{description}</p> : null}
      {features?.length ? (
        <ul className="check-list">
          {features.map((feature, index) => (
            <li key={`${index}-${feature}`}>{feature}</li>
          ))}
        </ul>
      ) : null}
      {cta?.label ? (
        <CtaLink
          href={cta.href}
          variant={popular ? "primary" : "outline"}
          className="button--block price-card__cta"
        >
          {cta.label}
          {name ? <span className="visually-hidden">: {name}</span> : null}
        </CtaLink>
      ) : null}
    </article>
  );
}
