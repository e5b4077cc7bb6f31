// A document's address, from its type, slug and language, and back: the one rule of where a
// document with a page of its own lives. Small on purpose: route modules read it in every first load.
import { DEFAULT_LANGUAGE, languageOfPath, localizedPath, type Language } from "./languages";

/** The slug of the page built from blocks that is the home page, at "/". */
export const HOME_SLUG = "index";

/** The agents overview, and the prefix of every agent's address. */
export const AGENTS_PATH = "/agents";
/** The blog, and the prefix of every post's address. */
export const INSIGHTS_PATH = "/insights";

/**
 * Where each kind of document with a page of its own lives: at this prefix and its slug (the
 * home page at "/"). `documentAddress` (fragments.ts) says the same in GROQ; paths.test.ts holds
 * the two together.
 */
const ADDRESS_PREFIX = {
  page: "/",
  legalPage: "/",
  post: `${INSIGHTS_PATH}/`,
  agent: `${AGENTS_PATH}/`,
} as const;

/** A document type with a page of its own. */
export type AddressedType = keyof typeof ADDRESS_PREFIX;

// An address in a language lives beside the languages (the app root reads it in every first load).
export { localizedPath };

/** An address without its language's prefix ("/es/pricing" is "/pricing", "/es" is "/"). */
export function unlocalizedPath(pathname: string): string {
  const language = languageOfPath(pathname);
  return language === DEFAULT_LANGUAGE ? pathname : pathname.slice(language.length + 1) || "/";
}

/** A document's address, from its type, slug and language (English when it has none). */
export const documentPath = (type: AddressedType, slug: string | null, language?: string | null) =>
  localizedPath(
    type === "page" && slug === HOME_SLUG ? "/" : `${ADDRESS_PREFIX[type]}${slug ?? ""}`,
    (language as Language | null | undefined) ?? DEFAULT_LANGUAGE,
  );

/** An address as the site writes it: without a trailing slash ("/pricing/" is "/pricing"). */
export const normalPath = (pathname: string) => pathname.replace(/(.)\/$/, "$1");

/**
 * The slug of the `type` document whose address is `pathname`, or null when no such document
 * could live there, in whichever language: documentPath read backwards. Only a page's slug has parts (solutions/ecommerce).
 */
export function slugAt(type: AddressedType, pathname: string): string | null {
  const path = unlocalizedPath(normalPath(pathname));
  if (type === "page" && path === "/") return HOME_SLUG;
  const prefix = ADDRESS_PREFIX[type];
  const slug = path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : "";
  return slug && (type === "page" || !slug.includes("/")) ? slug : null;
}
