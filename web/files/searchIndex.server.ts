import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { unlocalizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import type { SitePage } from "#content/sitePages.ts";

/** In the client build, and the address the search loads it from. */
const SEARCH_INDEX_DIR = "pagefind";

/** Pagefind's `type` filter. */
type SearchPageType = "post" | "agent" | "legal" | "page";

/** A post is the page that describes itself as a BlogPosting (its JSON-LD). */
const BLOG_POSTING = /"@type":\s*"BlogPosting"/;

export function searchPageType(localPath: string, html: string): SearchPageType {
  const pagePath = unlocalizedPath(localPath);
  if (pagePath.startsWith(paths.agent(""))) return "agent";
  if (pagePath === paths.terms || pagePath === paths.privacy) return "legal";
  return BLOG_POSTING.test(html) ? "post" : "page";
}

const UNUSED = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

const attribute = (text: string) => text.replace(/"/g, "&quot;");
const NOINDEX = /<meta name="robots" content="[^"]*noindex/i;
const BODY = /<main\b[^>]*\bdata-pagefind-body\b[^>]*>/;

/** The page's <title> without the site name. */
export function resultTitle(html: string): string | undefined {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
  if (!title) return undefined;
  const site = /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1];
  const parts = title.split(" | ").filter((part) => part !== site);
  return parts.length ? parts.join(" | ") : title;
}

/**
 * The page as Pagefind reads it, or null when it stays out of the search (`robots: noindex`).
 * Only its <main data-pagefind-body> is indexed (never the navbar, the footer or the forms),
 * with its title and type as metadata: <meta> elements at the start of that main, in this copy only.
 */
export function searchableHtml(html: string, pagePath: string): string | null {
  if (NOINDEX.test(html)) return null;
  const main = BODY.exec(html);
  if (!main) throw new Error(`${pagePath}: no <main data-pagefind-body> for the site search to index`);
  const title = resultTitle(html);
  const marks = [
    title ? `<meta data-pagefind-meta="title[content]" content="${attribute(title)}">` : "",
    `<meta data-pagefind-filter="type[content]" content="${searchPageType(pagePath, html)}">`,
  ].join("");
  return html.replace(main[0], main[0] + marks);
}

/** An index per language (each page's <html lang>). Menus (<nav>) and forms are left out. */
export async function writeSearchIndex(client: string, pages: SitePage[]) {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: ["nav", "form"] });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    for (const page of pages.filter((candidate) => candidate.indexable)) {
      const html = await readFile(path.join(client, page.path, "index.html"), "utf8");
      const content = searchableHtml(html, page.path);
      if (!content) continue;
      const added = await index.addHTMLFile({ url: page.path, content });
      if (added.errors.length) throw new Error(`Pagefind, ${page.path}: ${added.errors.join("; ")}`);
    }
    const output = path.join(client, SEARCH_INDEX_DIR);
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
    // Pagefind's own search interfaces: the site has its own (web/features/search).
    for (const file of await readdir(output)) if (UNUSED.test(file)) await rm(path.join(output, file));
  } finally {
    await pagefind.close();
  }
}
