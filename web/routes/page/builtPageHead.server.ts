import type { Thing, WithContext } from "schema-dts";
import type { PageContent, PageParents } from "#content/contentTypes.ts";
import { shownSections } from "#blocks/Sections.tsx";
import { HOME_SLUG } from "#content/documentPaths.ts";
import { languageOfPath } from "#content/languages.ts";
import { builtPageCrumbs } from "#web/shared/ui/crumbs.ts";
import { pricingJsonLd } from "#web/features/seo/offerJsonLd.ts";
import type { PageHeadInput } from "#web/features/seo/pageHead.server.ts";
import { organizationJsonLd, webSiteJsonLd } from "#web/features/seo/siteJsonLd.ts";
import { canonicalUrl } from "#web/features/seo/sitePaths.ts";

type Site = Parameters<NonNullable<PageHeadInput["structuredData"]>>[0];

/** What the sections a page shows say as structured data: the consulting packages' offers. */
const sectionsJsonLd = (page: PageContent, { siteUrl, path }: Site): WithContext<Thing>[] =>
  shownSections(page.sections).flatMap((section) =>
    section._type === "consultingPackages"
      ? [pricingJsonLd(section, page.title, canonicalUrl(path, siteUrl))]
      : [],
  );

/** No breadcrumb trail on the home page, which names the agency and the site instead. */
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
