import { expect, test } from "vitest";
import { paths } from "#content/paths.ts";
import { LANGUAGE_IDS, languageOfPath } from "#content/languages.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { canonicalUrl, markdownPath } from "#web/features/seo/sitePaths.ts";
import { SITE, builtFile, indexablePages } from "./support/built-site";

// What the build tells crawlers: the sitemap, robots.txt and each language's llms.txt.

const sitemap = builtFile("sitemap.xml");
const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const llms = Object.fromEntries(
  LANGUAGE_IDS.map((language) => [language, builtFile(localizedPath("/llms.txt", language).slice(1))]),
);

test("the sitemap lists exactly the indexable pages of every language, each with its last change", () => {
  expect(locations.sort()).toEqual(indexablePages.map((page) => canonicalUrl(page.path, SITE)).sort());
  expect(locations.some((location) => location.startsWith(`${SITE}/es`))).toBe(true);
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry);
  expect(entries).toHaveLength(locations.length);
  for (const entry of entries) expect(entry).toMatch(/<lastmod>[^<]+<\/lastmod>/);
});

test("robots.txt keeps crawlers out of the dashboard and points to the sitemap", () => {
  const robots = builtFile("robots.txt");
  expect(robots).toContain(`Disallow: ${paths.dashboard}`);
  expect(robots).toContain(`Disallow: /es${paths.dashboard}`);
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test.each(indexablePages)("$path is listed in its language's llms.txt, by its Markdown twin", (page) => {
  expect(llms[languageOfPath(page.path)]).toContain(`](${SITE}${markdownPath(page.path)})`);
});

test("neither the sitemap nor any llms.txt lists a 404 page", () => {
  const listed = `${sitemap}${Object.values(llms).join("")}`;
  for (const language of LANGUAGE_IDS)
    expect(listed).not.toContain(canonicalUrl(localizedPath(paths.notFound, language), SITE));
});
