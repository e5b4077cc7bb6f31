import { DISALLOWED_PATHS, canonicalUrl, markdownPath } from "#web/features/seo/sitePaths.ts";
import { hreflangLinks, type Alternate } from "#web/shared/i18n/alternates.ts";
import { markdownText } from "#content/markdown/text.ts";

/** What the sitemap and llms.txt need of a page (a `PageListing` of web/features/seo/pageListings.ts). */
export type ListedPage = {
  path: string;
  lastmod?: string;
  title: string;
  description: string;
  noIndex: boolean;
  /** Its versions in each language, its own included (none when it has no other). */
  alternates?: readonly Alternate[];
};

/** The build passes the indexable pages of content/sitePages.ts; an editor may still mark one noIndex. */
const listed = (page: ListedPage) => !page.noIndex;

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
/** As XML character data or an attribute value. */
export const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

/** Each page's versions in each language as xhtml:link, as its head's hreflang links name them. */
export function sitemapXml(pages: ListedPage[], siteUrl: string): string {
  const urls = pages.filter(listed).map((page) => {
    const lastmod = page.lastmod ? `<lastmod>${xml(page.lastmod)}</lastmod>` : "";
    const alternates = hreflangLinks(page.alternates ?? [], (path) => canonicalUrl(path, siteUrl)).map(
      (link) => `<xhtml:link rel="alternate" hreflang="${xml(link.hrefLang)}" href="${xml(link.href)}"/>`,
    );
    return `  <url><loc>${xml(canonicalUrl(page.path, siteUrl))}</loc>${lastmod}${alternates.join("")}</url>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/** Every crawler welcome except in the client area. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** llmstxt.org: one line per indexable page, linking its Markdown twin. */
export function llmsTxt(
  pages: ListedPage[],
  siteUrl: string,
  site: { name: string; summary?: string | null; pagesHeading: string },
): string {
  const lines = pages.filter(listed).map((page) => {
    const link = `- [${markdownText(page.title)}](${siteUrl}${markdownPath(page.path)})`;
    return page.description ? `${link}: ${markdownText(page.description)}` : link;
  });
  const summary = site.summary ? ["", `> ${markdownText(site.summary)}`] : [];
  return [`# ${markdownText(site.name)}`, ...summary, "", `## ${site.pagesHeading}`, "", ...lines, ""].join(
    "\n",
  );
}
