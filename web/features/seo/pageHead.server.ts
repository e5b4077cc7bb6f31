import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import { isDevServer, readConfig } from "#web/shared/config/environment.server.ts";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import { languageOfPath } from "#content/languages.ts";
import { LANGUAGES } from "#content/locales.ts";
import { localizedPath, normalPath, unlocalizedPath } from "#content/documentPaths.ts";
import * as queries from "#content/queries.ts";
import { sitePages } from "#content/sitePages.ts";
import { listContentSlugs } from "#web/shared/sanity/contentSlugs.server.ts";
import { pageAlternates, type Translations } from "#web/shared/i18n/alternates.ts";
import type { SiteSettingsContent as Settings } from "#content/contentTypes.ts";
import { pageCrumbs, withHome, type Crumb } from "#web/shared/ui/crumbs.ts";
import { breadcrumbJsonLd } from "./breadcrumbJsonLd";
import { feedLinks, scopeFeeds, type FeedScope } from "./feeds";
import { pageMeta, xAccount, type PageMetaInput } from "./pageMeta";
import { markdownPath } from "./sitePaths";

export type PageHeadInput = Omit<PageMetaInput, "path" | "siteName" | "xAccount" | "alternates"> & {
  /** The address the loader was called for (React Router's `url`, without `.data`). */
  url: URL;
  /** After the home step, as the banner shows them. */
  crumbs?: Crumb[];
  structuredData?: (site: { settings: Settings; siteUrl: string; path: string }) => WithContext<Thing>[];
  feeds?: FeedScope;
  /** Those the build wrote are its alternates. */
  translations?: Translations;
  /** An app page (sign-in, the dashboard…): its translations are its address in each language the build wrote it in. */
  inEveryLanguage?: boolean;
};

let builtPaths: Promise<Set<string>> | undefined;

/**
 * The addresses the build writes a page at: listed once per build, though every page's head asks
 * (the dev server lists them afresh, as it runs every query afresh).
 */
function builtPages() {
  if (!builtPaths || isDevServer())
    builtPaths = listContentSlugs().then((slugs) => new Set(sitePages(slugs).map((page) => page.path)));
  return builtPaths;
}

/**
 * Made at build time, so no head code reaches the browser and the head always matches the sitemap
 * and share image of the same build. JSON-LD goes as React Router's `script:ld+json`, which escapes it.
 */
export async function pageHead({
  url,
  crumbs,
  structuredData,
  feeds,
  translations,
  inEveryLanguage,
  ...page
}: PageHeadInput) {
  const path = url.pathname;
  const { siteUrl } = readConfig();
  const { settings } = await fetchContent(queries.rootQuery, { language: languageOfPath(path) });
  const site = { siteName: settings?.siteName ?? null, xAccount: xAccount(settings?.socialLinks) };
  const built = await builtPages();
  const pageTranslations = inEveryLanguage
    ? LANGUAGES.map(({ id }) => ({
        language: id,
        path: localizedPath(unlocalizedPath(normalPath(path)), id),
      }))
    : translations;
  const alternates = pageAlternates(pageTranslations, (address) => built.has(address));
  const meta = [
    ...pageMeta({ ...page, path, ...site, alternates }, siteUrl),
    ...(feeds ? feedLinks(scopeFeeds(feeds, site.siteName)) : []),
  ];
  if (page.noIndex || page.seo?.noIndex) return meta;
  // The page's Markdown twin, which the build writes for every page llms.txt lists: the pages
  // not kept out of search results. In the loader's head, so a client navigation updates it too.
  const markdown: MetaDescriptor = {
    tagName: "link",
    rel: "alternate",
    type: "text/markdown",
    href: `${siteUrl}${markdownPath(normalPath(path))}`,
  };
  const data = [
    ...(crumbs
      ? [
          breadcrumbJsonLd(
            withHome(settings?.navigation?.homeLabel, crumbs, languageOfPath(path)),
            path,
            siteUrl,
          ),
        ]
      : []),
    ...(structuredData?.({ settings, siteUrl, path }) ?? []),
  ];
  return [...meta, markdown, ...data.map((thing): MetaDescriptor => ({ "script:ld+json": thing }))];
}

type InnerPage = {
  seo?: PageHeadInput["seo"];
  title?: string | null;
  intro?: string | null;
  translations?: Translations;
} | null;

export const innerPageHead = (page: InnerPage) => ({
  seo: page?.seo,
  pageTitle: page?.title,
  pageText: page?.intro,
  crumbs: pageCrumbs(page?.title ?? ""),
  translations: page?.translations,
});

/** Kept out of search results. */
export const accountPageHead = (page: { pageTitle?: string | null } | null | undefined) => ({
  pageTitle: page?.pageTitle,
  noIndex: true,
  inEveryLanguage: true,
});
