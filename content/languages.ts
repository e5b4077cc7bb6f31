/**
 * The site's languages and where their pages live, in one place: English at today's addresses,
 * each other language under its own prefix (/es). Small on purpose: the app root reads it in
 * every first load (a page's addresses in each language: documentPaths.ts). What each language is called, and its region, is in locales.ts.
 */
export const LANGUAGE_IDS = ["en", "es"] as const;

export type Language = (typeof LANGUAGE_IDS)[number];

/** The language of unprefixed addresses, of documents with no `language`, and of x-default. */
export const DEFAULT_LANGUAGE = "en";

/** Document types that can have a translation per language. */
export const TRANSLATED_TYPES = [
  "siteSettings",
  "page",
  "agent",
  "agentsPage",
  "accountPages",
  "dashboardPage",
  "notFoundPage",
  "legalPage",
  "consultingService",
  "servicePackage",
  "addOn",
  "caseStudy",
  "processStep",
  "post",
  "insightsPage",
  "form",
] as const;

export const isLanguage = (value: unknown): value is Language => LANGUAGE_IDS.includes(value as Language);

/**
 * The language of the page at an address: the one its root data names (`<html lang>`, the root's
 * data) when given one, else the one the address's first segment names, else English. The two
 * differ only on a not-found page, which the host serves in the visitor's language at an address
 * in any (web/files/prerenderedHtml.server.ts): its links and its live content stay in its language.
 */
export function languageOfPath(pathname: string, rootLanguage?: unknown): Language {
  if (isLanguage(rootLanguage)) return rootLanguage;
  const first = pathname.split("/")[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/**
 * An address in a language: English addresses as they are, every other language's under its
 * prefix ("/pricing" in Spanish is "/es/pricing", "/" is "/es"). `languagePrefix` (fragments.ts)
 * says the same in GROQ.
 */
export const localizedPath = (path: string, language: Language = DEFAULT_LANGUAGE) =>
  language === DEFAULT_LANGUAGE ? path : `/${language}${path === "/" ? "" : path}`;
