import type { DashboardPageContent } from "#content/contentTypes.ts";
import type { PaymentMethod } from "#web/shared/api/backend.ts";
import { fill } from "#web/shared/ui/format.ts";

/** The Billing area's texts (dashboardPage.billingArea). */
export type BillingTexts = DashboardPageContent["billingArea"] | undefined;

type Brand = keyof NonNullable<NonNullable<BillingTexts>["cardBrands"]>;
const BRANDS: readonly Brand[] = ["visa", "mastercard", "amex", "discover"];

/** A CMS text with its {placeholders} filled in; "" for a text the content lacks. */
export const withValues = (text: string | null | undefined, values: Record<string, string | number> = {}) =>
  text ? fill(text, values) : "";

/** "Visa ending in 4242": the brand by the content's name (any brand it does not name is "other"). */
export function cardWords(card: PaymentMethod, texts: BillingTexts): string {
  const brand = BRANDS.find((known) => known === card.brand) ?? "other";
  return withValues(texts?.cardText, { brand: texts?.cardBrands?.[brand] ?? "", last4: card.last4 });
}

/** "Expires 08/2028". */
export const expiryWords = (card: PaymentMethod, texts: BillingTexts) =>
  withValues(texts?.cardExpiresText, { date: `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}` });
