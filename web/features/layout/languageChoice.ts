import type { Language } from "@content/languages";
import { LANGUAGE_CHOICE_KEY } from "~/shared/privacy/storageKeys";

// The visitor's language: the one they chose (the switcher, or the offer: LanguageOffer.tsx),
// remembered in this browser. No address is ever redirected by it or by the browser's languages
// (search engines and shared links see what they asked for): a page in another language offers
// the visitor's, once.

/** The remembered choice: null when there is none, undefined when storage is blocked. */
function readChoice(): string | null | undefined {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    return undefined;
  }
}

export function rememberLanguage(language: string) {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, language);
  } catch {
    // storage blocked: the choice lasts this page
  }
}

/**
 * The language to offer on a page in `current`, among `others` (those with a home page): the
 * visitor's choice, else the first of the browser's languages the site speaks; none when that is
 * the page's, or when storage is blocked (the offer could not be made only once).
 */
export function languageToOffer(current: Language, others: readonly (string | null)[]): Language | undefined {
  const chosen = readChoice();
  if (chosen === undefined) return undefined;
  const browser = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase());
  const wanted = chosen ?? browser.find((id) => id === current || others.includes(id));
  return wanted !== current && others.includes(wanted ?? "") ? (wanted as Language) : undefined;
}
