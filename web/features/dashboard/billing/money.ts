import { languageInfo } from "#content/locales.ts";
import type { Language } from "#content/languages.ts";

// An amount as an invoice carries it (the currency's minor units, an integer) written in the
// page's language with Intl.NumberFormat: "$1,299.00", "1.299,00 €".

const formatters = new Map<string, Intl.NumberFormat>();

/** The page's language's locale, as the site names it (en-US, es-US: og:locale). */
const localeOf = (language: Language) => languageInfo(language).ogLocale.replace("_", "-");

function formatterOf(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}/${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `minor` units of `currency` (ISO 4217) in the page's language: 129900 USD → "$1,299.00"; a
 * currency without cents (JPY) has none to divide by. A code Intl does not know is written after
 * the number.
 */
export function formatMoney(minor: number, currency: string, language: Language): string {
  try {
    const formatter = formatterOf(localeOf(language), currency);
    const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
    return formatter.format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
