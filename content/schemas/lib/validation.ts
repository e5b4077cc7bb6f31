import type { DocumentRule, SlugIsUniqueValidator } from "sanity";
import { safeHref } from "./links";

/**
 * Set in the run of `sanity documents validate --file` behind `npm run content:validate`
 * (scripts/lib/content-validation.ts), never in the Studio.
 */
export const validatingOffline = () =>
  typeof process !== "undefined" && !!process.env?.SANITY_OFFLINE_VALIDATION;

// The default check asks the API; offline, content:validate checks duplicate slugs itself.
export const isUniqueSlug: SlugIsUniqueValidator = (slug, context) =>
  validatingOffline() || context.defaultIsUnique(slug, context);

/** The message of the receipt below. */
export const VALIDATED_OFFLINE = "Validated (offline receipt for content:validate)";

/**
 * Document-level rule of every document type (content/schemas/index.ts): offline, a marker saying the
 * document was validated. `sanity documents validate` prints only documents that have markers;
 * with this one content:validate sees every document the command validated.
 */
export const validatedOffline = (rule: DocumentRule) =>
  rule.custom(() => (validatingOffline() ? VALIDATED_OFFLINE : true)).info();

/** The site's rule for links from content (`safeHref`), as a Studio validation. */
export function validHref(value: string | undefined): true | string {
  return (
    !value || safeHref(value) !== null || "Use a path (/contact), #anchor, mailto:, tel: or an http(s):// URL"
  );
}

/**
 * A price in Studio previews ("$1,299"; "$?" when there is none). Its own copy of the site's
 * formatPrice: schemas never import the web app (eslint.config.js).
 */
export const usd = (price: unknown) =>
  typeof price === "number" && Number.isFinite(price)
    ? new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
        price,
      )
    : "$?";
