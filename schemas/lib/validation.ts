import type { SlugIsUniqueValidator } from "sanity";
import { formatPrice } from "../../web/shared/ui/format";
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

/** A price in Studio previews, as the site shows it ("$1,299"); "$?" when there is none. */
export const usd = (price: unknown) => (typeof price === "number" && formatPrice(price)) || "$?";
