import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pageListings, type PageListing } from "#web/features/seo/pageListings.ts";
import { cardSiteName } from "#web/features/seo/shareCard.ts";
import type { Config } from "#web/shared/config/environment.server.ts";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import { sitePagesQuery } from "#content/queries.ts";
import { languageOfPath, DEFAULT_LANGUAGE } from "#content/languages.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { LANGUAGES } from "#content/locales.ts";
import { pageAlternates } from "#web/shared/i18n/alternates.ts";
import type { SitePage } from "#content/sitePages.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { llmsTxt, robotsTxt, sitemapXml } from "./crawlerFiles.server";
import { loadColorTokens } from "./designTokens.server";
import { writeMarkdownTwins } from "./markdownFiles.server";
import { writeShareImages } from "./shareImages.server";
import { hashCache } from "#web/shared/sanity/buildCache.server.ts";

const SEED_IMAGES = "studio/seed/images";

/** With their versions in the other languages that the build wrote. */
export function listedPages(pages: SitePage[], listings: PageListing[]) {
  const built = new Set(pages.map((page) => page.path));
  return pages
    .filter((page) => page.indexable)
    .map((page) => {
      const listing = listings.find((candidate) => candidate.path === page.path);
      if (!listing) throw new Error(`No content listing for the indexable page ${page.path}`);
      return { ...listing, alternates: pageAlternates(listing.translations, (path) => built.has(path)) };
    });
}

export const languageListings = () =>
  Promise.all(
    LANGUAGES.map(async ({ id: language }) => {
      const content = await fetchContent(sitePagesQuery, { language });
      return { language, content, listings: pageListings(content, language) };
    }),
  );

/** What search engines, chat assistants and link previews read, from the pages the build prerendered. */
export async function writeSeoFiles(client: string, pages: SitePage[], config: Config) {
  const { siteUrl } = config;
  const languages = await languageListings();
  const listed = listedPages(
    pages,
    languages.flatMap(({ listings }) => listings),
  );
  const english = languages.find(({ language }) => language === DEFAULT_LANGUAGE)!.content;
  const name = cardSiteName(english.settings?.siteName, siteUrl);
  await Promise.all([
    writeFile(path.join(client, "sitemap.xml"), sitemapXml(listed, siteUrl)),
    writeFile(path.join(client, "robots.txt"), robotsTxt(siteUrl)),
    writeMarkdownTwins(
      client,
      listed.filter((page) => !page.noIndex),
    ),
    // llms.txt per language: /llms.txt in English, /es/llms.txt in Spanish (while it has pages).
    ...languages.map(async ({ language, content }) => {
      const own = listed.filter((page) => languageOfPath(page.path) === language);
      if (!own.length) return;
      const file = path.join(client, localizedPath("/llms.txt", language));
      await mkdir(path.dirname(file), { recursive: true });
      const pagesHeading = messagesIn(language).crawlerFiles.llmsPages;
      await writeFile(
        file,
        llmsTxt(own, siteUrl, { name, summary: content.settings?.tagline, pagesHeading }),
      );
    }),
  ]);
  const cache = hashCache("share-images");
  await writeShareImages(
    listed,
    client,
    { name, host: new URL(siteUrl).host, colors: await loadColorTokens() },
    { projectId: config.app.sanityProjectId, dataset: config.app.sanityDataset, seedImagesDir: SEED_IMAGES },
    cache,
  );
  // What npm run bench:build reads: how many were drawn anew.
  console.log(`Share images: ${cache.counts.misses} drawn, ${cache.counts.hits} reused`);
}
