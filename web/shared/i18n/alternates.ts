import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#content/languages.ts";
import { languageInfo, LANGUAGES } from "#content/locales.ts";

/** A page's translation in one language: where it is. */
export type Alternate = { language: Language; path: string };

/** A document's translations as its query reads them (`translationsFragment`, content/fragments.ts). */
export type Translations =
  readonly ({ language: string | null; path: string | null } | null)[] | null | undefined;

/**
 * A page's translations in each language, its own included, in the order of LANGUAGES: those of its
 * document's translations that the build wrote (`built`), so no link leads to a page that is not
 * there. A page with no other translation has none.
 */
export function pageAlternates(translations: Translations, built: (path: string) => boolean): Alternate[] {
  const alternates = LANGUAGES.flatMap(({ id }) => {
    const translation = translations?.find(
      (entry) => entry?.language === id && entry.path && built(entry.path),
    );
    return translation?.path ? [{ language: id, path: translation.path }] : [];
  });
  return alternates.length > 1 ? alternates : [];
}

/**
 * A page's `<link rel="alternate" hreflang>` tags: one for each of its translations, its own included,
 * and x-default for the English one. Search engines ask for them both ways.
 */
export function hreflangLinks(alternates: readonly Alternate[], url: (path: string) => string) {
  type Link = { tagName: "link"; rel: "alternate"; hrefLang: string; href: string };
  const english = alternates.find(({ language }) => language === DEFAULT_LANGUAGE);
  return [
    ...alternates.map(({ language, path }): Link => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: languageInfo(language).hreflang,
      href: url(path),
    })),
    ...(english
      ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(english.path) } as Link]
      : []),
  ];
}

/** The translations a page's head names (its hreflang links), read back for the language switcher. */
export function alternatesInHead(head: readonly MetaDescriptor[] | undefined): Alternate[] {
  return (head ?? []).flatMap((tag) => {
    if (!("tagName" in tag) || tag.rel !== "alternate" || typeof tag.href !== "string") return [];
    const language = LANGUAGES.find(({ hreflang }) => hreflang === tag.hrefLang)?.id;
    return isLanguage(language) ? [{ language, path: new URL(tag.href).pathname }] : [];
  });
}
