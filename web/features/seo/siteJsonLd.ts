import type { Organization, WebSite, WithContext } from "schema-dts";
import type { SiteSettingsContent } from "#content/contentTypes.ts";
import { canonicalUrl } from "./sitePaths";
import { paths } from "#content/paths.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { DEFAULT_LANGUAGE, type Language } from "#content/languages.ts";
import { languageInfo } from "#content/locales.ts";

type Settings = Pick<
  NonNullable<SiteSettingsContent>,
  "siteName" | "contactEmail" | "contactPhone" | "socialLinks"
>;

export const LOGO_PATH = "/favicon.svg";

export const logoUrl = (siteUrl: string) => `${siteUrl}${LOGO_PATH}`;

export function organizationJsonLd(settings: Settings | null, siteUrl: string): WithContext<Organization> {
  // Profiles on the web only: a link field may hold anything (javascript:, data:, mailto:).
  const sameAs = (settings?.socialLinks ?? []).flatMap((link) =>
    link.url && URL.parse(link.url)?.protocol === "https:" ? [link.url] : [],
  );
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    ...(settings?.siteName ? { name: settings.siteName } : {}),
    url: canonicalUrl(paths.home, siteUrl),
    logo: logoUrl(siteUrl),
    ...(settings?.contactEmail ? { email: settings.contactEmail } : {}),
    ...(settings?.contactPhone ? { telephone: settings.contactPhone } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function webSiteJsonLd(
  siteName: string | null | undefined,
  siteUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    ...(siteName ? { name: siteName } : {}),
    url: canonicalUrl(localizedPath(paths.home, language), siteUrl),
    inLanguage: languageInfo(language).hreflang,
  };
}
