import type { SlugIsUniqueValidator } from "sanity";
import { safeHref } from "./links";

// `sanity documents validate` runs offline against a file; the default check would ask the API.
export const isUniqueSlug: SlugIsUniqueValidator = (slug, context) => {
  if (typeof process !== "undefined" && process.env?.SANITY_OFFLINE_VALIDATION) return true;
  return context.defaultIsUnique(slug, context);
};

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
