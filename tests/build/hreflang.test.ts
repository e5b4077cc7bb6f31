import { describe, expect, test } from "vitest";
import { canonicalUrl } from "#web/features/seo/sitePaths.ts";
import { SITE, builtFile, documentOf, indexablePages, pages } from "./support/built-site";
import { versionsAt } from "./support/expected-pages";
import type { Language } from "#content/languages.ts";

// Each page names its versions in each language (hreflang), its own included, and the English
// one as x-default; its translation names the same set. A page with no translation names none. The sitemap
// lists the same alternates for each of its addresses. hreflang names the language alone ("es"):
// the Spanish page is every Spanish speaker's.

const built = new Set(pages.map((page) => page.path));

/** The alternates a page must name, as "hreflang url", sorted: none for a page with no translation. */
function expectedAlternates(page: (typeof pages)[number]): string[] {
  const versions = Object.entries(versionsAt(page, built)) as [Language, string][];
  if (!versions.length) return [];
  const english = versions.find(([language]) => language === "en");
  return [
    ...versions.map(([language, address]) => `${language} ${canonicalUrl(address, SITE)}`),
    ...(english ? [`x-default ${canonicalUrl(english[1], SITE)}`] : []),
  ].sort();
}

test("the dataset's translations give pages in both languages with versions to name", () => {
  const withTranslations = pages.filter((page) => expectedAlternates(page).length);
  expect(withTranslations.some((page) => page.language === "es")).toBe(true);
  expect(withTranslations.some((page) => page.language === undefined)).toBe(true);
  // Each page that names versions names an English one (x-default) and its own.
  for (const page of withTranslations)
    expect(expectedAlternates(page).join("\n"), page.path).toContain("x-default ");
});

describe.each(pages)("$path", (page) => {
  test("names its versions in each language both ways, with x-default English; none without a translation", () => {
    const links = [...documentOf(page).head.querySelectorAll('link[rel="alternate"][hreflang]')];
    const named = links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`);
    expect(named.sort()).toEqual(expectedAlternates(page));
  });
});

/** The sitemap's entries: each address with its alternates ("hreflang url", sorted). */
function sitemapEntries(): Map<string, string[]> {
  const xml = builtFile("sitemap.xml");
  return new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => [
      /<loc>([^<]+)<\/loc>/.exec(entry)![1],
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
        .map(([, hreflang, href]) => `${hreflang} ${href}`)
        .sort(),
    ]),
  );
}

const sitemap = sitemapEntries();

describe.each(indexablePages)("$path in the sitemap", (page) => {
  test("has the alternates its head names", () => {
    expect(sitemap.get(canonicalUrl(page.path, SITE))).toEqual(expectedAlternates(page));
  });
});
