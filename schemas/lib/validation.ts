import type { SlugIsUniqueValidator } from "sanity";
import { safeHref } from "./links";
import { slugProblem, type OnePartSlugType } from "../../content/addressRules";
import { SANITY_API_VERSION } from "../../content/sanityApi";
import { DEFAULT_LANGUAGE } from "../../content/languages";

/**
 * Set while `npm run content:validate` validates a dataset file (studio/contentValidation.ts),
 * never in the Studio: the checks that ask the API are left to the script's own.
 */
export const validatingOffline = () =>
  typeof process !== "undefined" && !!process.env?.SANITY_OFFLINE_VALIDATION;

/** Another published document of the type, in the same language, with the slug. */
const SAME_SLUG = `defined(*[
  _type == $type && slug.current == $slug && !(_id in [$id, "drafts." + $id]) &&
  !(_id in path("drafts.**")) && !(_id in path("versions.**")) && coalesce(language, $default) == $language
][0]._id)`;

// Unique per language: a Spanish translation may keep its English document's slug (/es/pricing).
// Offline, content:validate checks duplicate slugs itself.
export const isUniqueSlug: SlugIsUniqueValidator = async (slug, context) => {
  if (validatingOffline()) return true;
  const { document, getClient } = context;
  if (!document) return true;
  const params = {
    type: document._type,
    slug,
    id: document._id.replace(/^drafts\./, ""),
    language: (document.language as string | undefined) ?? DEFAULT_LANGUAGE,
    default: DEFAULT_LANGUAGE,
  };
  return !(await getClient({ apiVersion: SANITY_API_VERSION }).fetch<boolean>(SAME_SLUG, params));
};

/**
 * The most characters a name or title may have: what the layouts hold on a phone, in a menu, on
 * a card and on a share image (a name: an agent, a category, an author, the site; a title: a
 * page's; a post's title is longer, it is a sentence).
 */
export const TEXT_MAX = { NAME: 40, TITLE: 80, POST_TITLE: 120 } as const;

/** A one-part slug field's rule (addressRules.ts), as a Studio validation. */
export const validSlug =
  (type: OnePartSlugType) =>
  (slug: { current?: string } | undefined): true | string =>
    !slug?.current || (slugProblem(type, slug.current) ?? true);

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
