import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { isLanguage, languageOfPath, type Language } from "#content/languages.ts";
import { LANGUAGE_CHOICE_KEY } from "#web/shared/privacy/storageKeys.ts";
import { localizedPath } from "#content/documentPaths.ts";
import type { Alternate } from "#web/shared/i18n/alternates.ts";
import { useAlternates } from "#web/shared/i18n/useAlternates.ts";
import { useLanguage } from "#web/shared/i18n/useLanguage.ts";

// The visitor's language is offered, never imposed: no address is redirected by the browser's
// languages or a remembered choice (search engines and shared links see what they asked for).
// Its texts are in the offered language (the root data's `languageOffers`), not the page's.

type Offer = RootQueryResult["languageOffers"][number];

function rememberLanguage(language: string) {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, language);
  } catch {
    // storage blocked: nothing is remembered, and nothing offered
  }
}

/**
 * They came by a link from a page of the site in another language, where this page also is. Coming
 * from a page in a language this page is not in is no choice.
 */
function choseThisLanguage(current: Language, alternates: readonly Alternate[]) {
  const from = document.referrer ? new URL(document.referrer) : null;
  if (from?.origin !== location.origin) return false;
  const left = languageOfPath(from.pathname);
  return left !== current && alternates.some((alternate) => alternate.language === left);
}

/** The remembered choice: null when there is none, undefined when storage is blocked. */
function rememberedLanguage(): string | null | undefined {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    return undefined;
  }
}

/**
 * The visitor's choice, else the first of the browser's languages the site speaks; none when that
 * is the page's, or when storage is blocked (the offer could not be made only once).
 */
export function offerFor(
  current: Language,
  homes: readonly (string | null)[],
  offers: readonly Offer[],
): (Offer & { language: Language }) | undefined {
  const chosen = rememberedLanguage();
  if (chosen === undefined) return undefined;
  const browser = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase());
  const wanted = chosen ?? browser.find((id) => id === current || homes.includes(id));
  const offer = offers.find(({ language }) => language === wanted);
  return wanted !== current && homes.includes(wanted ?? null) && offer && isLanguage(offer.language)
    ? { ...offer, language: offer.language }
    : undefined;
}

/**
 * Offered once: the page's language becomes the remembered choice as it shows, unless the visitor
 * follows it. It floats over the page, so nothing moves when it appears.
 */
export function LanguageOffer() {
  const current = useLanguage();
  const rootData = useRouteLoaderData<RootQueryResult>("root");
  const alternates = useAlternates();
  // Decided once per document: a link to another language loads one (release.ts).
  const [offer] = useState(() => {
    if (choseThisLanguage(current, alternates)) rememberLanguage(current);
    return offerFor(current, rootData?.homeLanguages ?? [], rootData?.languageOffers ?? []);
  });
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (offer) rememberLanguage(current);
  }, [offer, current]);
  if (!offer || !open) return null;
  // Where the switcher leads (LanguageSwitcher.tsx): the page's translation, else the language's home page.
  const translation = alternates.find((alternate) => alternate.language === offer.language);
  return (
    <aside className="language-offer" lang={offer.language} aria-label={offer.acceptLabel ?? undefined}>
      <p>{translation ? offer.pageText : offer.siteText}</p>
      <a
        href={translation?.path ?? localizedPath("/", offer.language)}
        hrefLang={offer.language}
        className="button button--primary"
      >
        {offer.acceptLabel}
      </a>
      <button type="button" className="button button--outline" onClick={() => setOpen(false)}>
        {offer.declineLabel}
      </button>
    </aside>
  );
}
