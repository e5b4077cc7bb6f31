import { LANGUAGE_IDS, type Language } from "./languages";

/**
 * What each language is called and where it is spoken. Open Graph's locale names the US for
 * both: the agency sells in the US, and its Spanish is written for Spanish-speaking customers
 * there (es_US). hreflang names the language alone: the Spanish page is the one for every Spanish
 * speaker, wherever they are (a region there would send a Spanish speaker elsewhere to x-default).
 */
const LOCALES: Record<Language, { title: string; nativeName: string; hreflang: string; ogLocale: string }> = {
  en: { title: "English", nativeName: "English", hreflang: "en", ogLocale: "en_US" },
  es: { title: "Spanish", nativeName: "Español", hreflang: "es", ogLocale: "es_US" },
};

/** A language's settings (its hreflang, og:locale, names). */
export const languageInfo = (id: Language) => ({ id, ...LOCALES[id] });

/** Every language's settings, in the order of LANGUAGE_IDS. */
export const LANGUAGES = LANGUAGE_IDS.map(languageInfo);
