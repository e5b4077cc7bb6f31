import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#content/languages.ts";
import { languageInfo, LANGUAGES } from "#content/locales.ts";

export type Alternate = { language: Language; path: string };

/** As `translationsFragment` (content/fragments.ts) reads them. */
export type Translations =
  readonly ({ language: string | null; path: string | null } | null)[] | null | undefined;

/**
 * Only the translations the build wrote (`built`), so no link leads to a page that is not there;
 * a page with no other translation has none.
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

/** Each translation's, its own included (search engines ask for both ways), and x-default for English. */
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

/** Read back from the hreflang links, for the language switcher. */
export function alternatesInHead(head: readonly MetaDescriptor[] | undefined): Alternate[] {
  return (head ?? []).flatMap((tag) => {
    if (!("tagName" in tag) || tag.rel !== "alternate" || typeof tag.href !== "string") return [];
    const language = LANGUAGES.find(({ hreflang }) => hreflang === tag.hrefLang)?.id;
    return isLanguage(language) ? [{ language, path: new URL(tag.href).pathname }] : [];
  });
}
