import type { Organization, WebSite, WithContext } from "schema-dts";
import type { SiteSettingsContent } from "@content/contentTypes";
import { canonicalUrl } from "./sitePaths";
import { paths } from "@content/paths";

type Settings = Pick<
  NonNullable<SiteSettingsContent>,
  "siteName" | "contactEmail" | "contactPhone" | "socialLinks"
>;

/** The site's logo, served from web/public. */
export const LOGO_PATH = "/favicon.svg";

/** The agency, for the home page: name, address, logo, e-mail, phone and its social profiles. */
export function organizationJsonLd(settings: Settings | null, siteUrl: string): WithContext<Organization> {
  const sameAs = (settings?.socialLinks ?? []).flatMap((link) => (link.url ? [link.url] : []));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    ...(settings?.siteName ? { name: settings.siteName } : {}),
    url: canonicalUrl(paths.home, siteUrl),
    logo: `${siteUrl}${LOGO_PATH}`,
    ...(settings?.contactEmail ? { email: settings.contactEmail } : {}),
    ...(settings?.contactPhone ? { telephone: settings.contactPhone } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The web site itself, for the home page. */
export function webSiteJsonLd(siteName: string | null | undefined, siteUrl: string): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    ...(siteName ? { name: siteName } : {}),
    url: canonicalUrl(paths.home, siteUrl),
  };
}
