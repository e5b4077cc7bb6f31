import { Link, useRouteLoaderData } from "react-router";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { LANGUAGES, languageInfo } from "#content/locales.ts";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { useAlternates } from "#web/shared/i18n/useAlternates.ts";
import { useLanguage } from "#web/shared/i18n/useLanguage.ts";

/**
 * The page on screen in each other language, else that language's home page, which the link says
 * (`navigation.untranslatedLabel`). The choice is remembered (LanguageOffer.tsx).
 */
export function LanguageSwitcher({ place }: { place: "navbar" | "drawer" }) {
  const { settings } = useRootData();
  // The languages with a home page (the root data's `homeLanguages`): the switcher leads only there.
  const homeLanguages = useRouteLoaderData<RootQueryResult>("root")?.homeLanguages ?? [];
  const labels = settings?.navigation;
  const language = useLanguage();
  const alternates = useAlternates();
  const others = LANGUAGES.filter(({ id }) => id !== language && homeLanguages.includes(id));
  if (!others.length) return null;
  return (
    <nav
      aria-label={labels?.languageLabel ?? undefined}
      className={`language-switcher language-switcher--${place}`}
    >
      <ul>
        {others.map(({ id, nativeName }) => {
          const translation = alternates.find((alternate) => alternate.language === id);
          return (
            <li key={id}>
              <Link
                to={translation?.path ?? localizedPath("/", id)}
                lang={id}
                hrefLang={languageInfo(id).hreflang}
              >
                {nativeName}
                {translation || !labels?.untranslatedLabel ? null : (
                  <span className="language-switcher__note" lang={language}>
                    {" "}
                    {labels.untranslatedLabel}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
