import type { Thing, WithContext } from "schema-dts";
import type { PageContent, PageParents } from "@content/contentTypes";
import { shownSections } from "@blocks/Sections";
import { HOME_SLUG } from "@content/documentPaths";
import { languageOfPath } from "@content/languages";
import { builtPageCrumbs } from "~/shared/ui/crumbs";
import { pricingJsonLd } from "~/features/seo/offerJsonLd";
import type { PageHeadInput } from "~/features/seo/pageHead.server";
import { organizationJsonLd, webSiteJsonLd } from "~/features/seo/siteJsonLd";
import { canonicalUrl } from "~/features/seo/sitePaths";

type Site = Parameters<NonNullable<PageHeadInput["structuredData"]>>[0];

/** What the sections a page shows say as structured data: the consulting packages' offers. */
const sectionsJsonLd = (page: PageContent, { siteUrl, path }: Site): WithContext<Thing>[] =>
  shownSections(page.sections).flatMap((section) =>
    section._type === "consultingPackages"
      ? [pricingJsonLd(section, page.title, canonicalUrl(path, siteUrl))]
      : [],
  );

/**
 * A page built from blocks: its SEO fields, its main heading and summary, its breadcrumb trail
 * (none on the home page, which names the agency and the site instead) and the structured data
 * of its sections.
 */
export function builtPageHead(page: PageContent, parents: PageParents): Omit<PageHeadInput, "url"> {
  const home = page.slug === HOME_SLUG;
  return {
    seo: page.seo,
    pageTitle: page.heading,
    pageText: page.text,
    ...(home ? {} : { crumbs: builtPageCrumbs(page, parents) }),
    structuredData: (site) => [
      ...(home
        ? [
            organizationJsonLd(site.settings, site.siteUrl),
            webSiteJsonLd(site.settings?.siteName, site.siteUrl, languageOfPath(site.path)),
          ]
        : []),
      ...sectionsJsonLd(page, site),
    ],
  };
}
