import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { type Doc, posts, singleton } from "../e2e/support/dataset";
import { paths } from "#content/paths.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { canonicalUrl } from "#web/features/seo/sitePaths.ts";
import {
  SITE,
  documentOf,
  fileAt,
  headContent,
  indexablePages,
  jsonLd,
  pages,
  parsed,
  servedFiles,
} from "./support/built-site";

// Every page's head as the build wrote it: an indexable page's own title, description,
// canonical address and share card; account pages and the 404 pages kept out of search results.

const indexable = indexablePages;
const hidden = pages.filter((page) => !indexable.includes(page));
const postPaths = new Set(posts().map((post) => localizedPath(paths.post(post.slug.current), post.language)));

/** A PNG's width and height, from its IHDR chunk (after the 8-byte signature and the chunk's length and type). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(indexable)("$path (indexable)", (page) => {
  const document = documentOf(page);
  const meta = (selector: string) => headContent(document, selector);

  test("has its canonical address (no trailing slash but the home page's), og:url the same", () => {
    const canonical = canonicalUrl(page.path, SITE);
    expect(canonical.endsWith("/")).toBe(page.path === "/");
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical);
    expect(meta('meta[property="og:url"]')).toBe(canonical);
  });

  test("has a title and description, the same in its share card, and the card's type and site", () => {
    const title = document.title;
    const description = meta('meta[name="description"]');
    expect(title).toBeTruthy();
    expect(description).toBeTruthy();
    expect(meta('meta[property="og:title"]')).toBe(title);
    expect(meta('meta[property="og:description"]')).toBe(description);
    expect(meta('meta[property="og:type"]')).toBe(postPaths.has(page.path) ? "article" : "website");
    expect(meta('meta[property="og:site_name"]')).toBeTruthy();
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image");
  });

  test("has a share image of 1200 × 630 in the build, its alt text the card's: the site's name, then the heading", () => {
    const image = meta('meta[property="og:image"]') ?? "";
    expect(image.startsWith(`${SITE}/og/`)).toBe(true);
    expect(image.endsWith(".png")).toBe(true);
    const png = readFileSync(fileAt(image));
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // The share image's alt text is the text its card shows: the site's name, then the page's
    // heading among the card's lines (not the SEO title, which the card does not show).
    const alt = meta('meta[property="og:image:alt"]') ?? "";
    expect(alt.startsWith(`${singleton("siteSettings").siteName} · `)).toBe(true);
    const headings = [...document.querySelectorAll("h1")];
    expect(headings).toHaveLength(1);
    expect(alt).toContain(headings[0].textContent?.trim());
  });

  test("names its language in og:locale, the site's X account in twitter:site, and no robots rule", () => {
    const lang = document.documentElement.getAttribute("lang");
    expect(meta('meta[property="og:locale"]')).toMatch(new RegExp(`^${lang}_[A-Z]{2}$`));
    // The site's X account, from the X profile among the settings' social links (none: no tag).
    const xProfile = singleton("siteSettings").socialLinks?.find((link: Doc) => link.network === "x");
    if (xProfile)
      expect(meta('meta[name="twitter:site"]')).toBe(`@${new URL(xProfile.url).pathname.split("/")[1]}`);
    else expect(document.head.querySelector('meta[name="twitter:site"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

test("every indexable page has a title and a description of its own", () => {
  const heads = indexable.map((page) => documentOf(page));
  expect(new Set(heads.map((document) => document.title)).size).toBe(indexable.length);
  expect(new Set(heads.map((document) => headContent(document, 'meta[name="description"]'))).size).toBe(
    indexable.length,
  );
});

test("the account pages and the 404 pages are among the pages kept out of search results", () => {
  expect(hidden.map((page) => page.path)).toEqual(
    expect.arrayContaining([
      paths.signIn,
      paths.dashboard,
      paths.notFound,
      ...[paths.signIn, paths.dashboard, paths.notFound].map((path) => localizedPath(path, "es")),
    ]),
  );
});

const hiddenFiles = servedFiles().filter(({ page }) => hidden.includes(page));

describe.each(hiddenFiles)("$name, kept out of search results", ({ file, page }) => {
  test("has robots noindex and no canonical address", () => {
    const document = parsed(file);
    expect(headContent(document, 'meta[name="robots"]')).toBe("noindex");
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  // A page built in the Studio and set to noindex may show blocks with structured data of their
  // own (a FAQ section's FAQPage): only the app's own noindex pages have none.
  if (!page.indexable)
    test("has no structured data (an account page, the dashboard or a 404 page)", () => {
      expect(jsonLd(parsed(file))).toEqual([]);
    });
});
