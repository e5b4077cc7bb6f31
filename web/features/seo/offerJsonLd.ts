import type { Offer, OfferCatalog, Service, UnitPriceSpecification, WithContext } from "schema-dts";
import type { AgentContent, ConsultingPackagesContent } from "#content/contentTypes.ts";
import { canonicalUrl } from "./sitePaths";
import { paths } from "#content/paths.ts";

type Agent = Pick<AgentContent, "name" | "slug" | "cardDescription" | "plans">;
type Pricing = Pick<ConsultingPackagesContent, "packages" | "addOns">;

const CURRENCY = "USD";

// UN/CEFACT codes of the billing periods plans and add-ons use ("month" unless an editor wrote otherwise).
const PERIOD_CODES: Record<string, string> = { month: "MON", year: "ANN", week: "WEE", day: "DAY" };

function recurringPrice(price: number, period: string | null | undefined): UnitPriceSpecification {
  const unit = (period?.trim() || "month").toLowerCase();
  const unitCode = PERIOD_CODES[unit];
  return {
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: CURRENCY,
    ...(unitCode ? { unitCode } : {}),
    unitText: unit,
    referenceQuantity: { "@type": "QuantitativeValue", value: 1, ...(unitCode ? { unitCode } : {}) },
  };
}

const priced = (price: number | null | undefined): price is number =>
  typeof price === "number" && Number.isFinite(price) && price > 0;

export function agentJsonLd(agent: Agent, siteName: string | null, siteUrl: string): WithContext<Service> {
  const url = canonicalUrl(paths.agent(agent.slug ?? ""), siteUrl);
  const offers: Offer[] = (agent.plans ?? []).flatMap((plan) =>
    priced(plan.price)
      ? [
          {
            "@type": "Offer",
            ...(plan.name ? { name: plan.name } : {}),
            price: plan.price,
            priceCurrency: CURRENCY,
            priceSpecification: recurringPrice(plan.price, plan.period),
            url,
          },
        ]
      : [],
  );
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    ...(agent.name ? { name: agent.name } : {}),
    ...(agent.cardDescription ? { description: agent.cardDescription } : {}),
    url,
    ...(siteName
      ? { provider: { "@type": "Organization", name: siteName, url: canonicalUrl(paths.home, siteUrl) } }
      : {}),
    offers,
  };
}

export function pricingJsonLd(
  content: Pricing,
  title: string | null | undefined,
  url: string,
): WithContext<OfferCatalog> {
  type Item = { name?: string | null; description?: string | null; price?: number | null };
  // One offer per priced item; `more` adds what its kind knows of the price.
  const offers = <T extends Item>(
    items: T[],
    more: (item: T, price: number) => Partial<Offer> = () => ({}),
  ) =>
    items.flatMap((item): Offer[] =>
      priced(item.price)
        ? [
            {
              "@type": "Offer",
              ...(item.name ? { name: item.name } : {}),
              ...(item.description ? { description: item.description } : {}),
              price: item.price,
              priceCurrency: CURRENCY,
              ...more(item, item.price),
              url,
            },
          ]
        : [],
    );
  const packages = offers(content.packages ?? []);
  const addOns = offers(content.addOns ?? [], (item, price) => ({
    priceSpecification: {
      ...(item.period?.trim()
        ? recurringPrice(price, item.period)
        : { "@type": "PriceSpecification", price, priceCurrency: CURRENCY }),
      // "From $X": X is the price it starts at, and the lowest it can be (a price needs
      // `price`; `minPrice` alone would be half a range).
      ...(item.fromPrice ? { minPrice: price } : {}),
    },
  }));
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    ...(title ? { name: title } : {}),
    url,
    itemListElement: [...packages, ...addOns],
  };
}
