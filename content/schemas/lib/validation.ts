import type { SlugIsUniqueValidator } from "sanity";
import { safeHref } from "./links";

/**
 * Set while `npm run content:validate` validates a dataset file (scripts/lib/content-validation.ts),
 * never in the Studio: the checks that ask the API are left to the script's own.
 */
export const validatingOffline = () =>
  typeof process !== "undefined" && !!process.env?.SANITY_OFFLINE_VALIDATION;

// The default check asks the API; offline, content:validate checks duplicate slugs itself.
export const isUniqueSlug: SlugIsUniqueValidator = (slug, context) =>
  validatingOffline() || context.defaultIsUnique(slug, context);

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
