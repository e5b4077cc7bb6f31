/**
 * The site's languages, in one place: English at today's addresses, each other language under
 * its own prefix (/es). Regions are the US for both: the agency sells in the US, and its Spanish
 * is written for Spanish-speaking customers there (es_US, hreflang es-US), not for Spain.
 */
export const LANGUAGES = [
  { id: "en", title: "English", nativeName: "English", hreflang: "en-US", ogLocale: "en_US" },
  { id: "es", title: "Spanish", nativeName: "Español", hreflang: "es-US", ogLocale: "es_US" },
] as const;

export type Language = (typeof LANGUAGES)[number]["id"];

/** The language of unprefixed addresses, of documents with no `language`, and of x-default. */
export const DEFAULT_LANGUAGE = "en";

/** Document types that can have a twin per language. */
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
] as const;

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some((language) => language.id === value);

/** A language's settings (its hreflang, og:locale, name). */
export const languageInfo = (id: Language) => LANGUAGES.find((language) => language.id === id)!;
