import { useEffect, useState } from "react";
import type { Language } from "@content/languages";
import { rememberLanguage } from "./languageChoice";

// Loaded only when a page offers another language (LanguageSwitcher): its texts are in the
// offered language, which the page's own content is not.
const OFFERS: Record<Language, { page: string; site: string; accept: string; decline: string }> = {
  en: {
    page: "This page is also in English.",
    site: "This site is also in English.",
    accept: "Read it in English",
    decline: "No, thanks",
  },
  es: {
    page: "Esta página también está en español.",
    site: "Este sitio también está en español.",
    accept: "Leer en español",
    decline: "No, gracias",
  },
};

type LanguageOfferProps = {
  /** The page's language. */
  current: Language;
  offered: Language;
  /** The page in the offered language, else that language's home page. */
  href: string;
  /** Whether `href` is this page's twin. */
  twin: boolean;
};

/**
 * A note, in the offered language, that the page (or the site) is in the visitor's language too.
 * Shown once: whatever the visitor does, the page's language is remembered as their choice, unless
 * they follow the offer. It floats over the page, so nothing moves when it appears.
 */
export default function LanguageOffer({ current, offered, href, twin }: LanguageOfferProps) {
  const [open, setOpen] = useState(true);
  useEffect(() => rememberLanguage(current), [current]);
  if (!open) return null;
  const texts = OFFERS[offered];
  return (
    <aside className="language-offer" lang={offered} aria-label={texts.accept}>
      <p>{twin ? texts.page : texts.site}</p>
      {/* A document load: the other language's chrome comes with it (release.ts). */}
      <a
        href={href}
        hrefLang={offered}
        onClick={() => rememberLanguage(offered)}
        className="button button--primary"
      >
        {texts.accept}
      </a>
      <button type="button" className="button button--outline" onClick={() => setOpen(false)}>
        {texts.decline}
      </button>
    </aside>
  );
}
