import type { SlugIsUniqueValidator } from "sanity";

// `sanity documents validate` runs offline against a file; the default check would ask the API.
export const isUniqueSlug: SlugIsUniqueValidator = (slug, context) => {
  if (typeof process !== "undefined" && process.env?.SANITY_OFFLINE_VALIDATION) return true;
  return context.defaultIsUnique(slug, context);
};

const HREF = /^(\/(?!\/)|#|mailto:|tel:|https?:\/\/)/;

export function validHref(value: string | undefined): true | string {
  return !value || HREF.test(value) || "Use a path (/contact), #anchor, mailto:, tel: or an http(s):// URL";
}

export const usd = (price: unknown) =>
  typeof price === "number" ? `$${price.toLocaleString("en-US")}` : "$?";
