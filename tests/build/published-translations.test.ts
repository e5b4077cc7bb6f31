import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { testBuild } from "../e2e/support/test-builds";
import { MARK, NEW_TRANSLATION_OF, publishedDataset, SPANISH } from "../e2e/support/published-dataset";
import { allDocuments, type Doc } from "../e2e/support/dataset";
import { EVERY_BLOCK_SLUG } from "../e2e/support/changed-dataset";
import { canonicalUrl, markdownPath } from "#web/features/seo/sitePaths.ts";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { documentPath, type AddressedType, localizedPath } from "#content/documentPaths.ts";
import { languageInfo } from "#content/locales.ts";
import { paths } from "#content/paths.ts";

// Spanish translations (content/languages.ts, docs/languages.md) are content only: the build of the
// dataset after publishing (tests/e2e/support/published-dataset.ts), with a translation of each
// translated document (as the Studio's Translations menu makes one: a copy with its language,
// linked to its English document by translation metadata), has a Spanish page under /es for
// each, which names its English version and is named by it (hreflang both ways, x-default
// English), with its own lang, canonical, og:locale, sitemap entry, llms.txt, feed and search
// index, and a language switcher between the two; a page with no translation has no Spanish address,
// and its switcher leads to the Spanish home page and says so. Read as files: what a browser
// would add is the hydrated page, which templates.spec.ts and languages.spec.ts load.

const SITE = readConfig().siteUrl;
const { documents, translations } = publishedDataset();
const { client } = testBuild("published");

const file = (name: string) => readFileSync(path.join(client, name), "utf8");
const opened = new Map<string, Document>();
/** A page of the build, parsed once: an English page is read again for each of its translations. */
const open = (address: string) => {
  const document = opened.get(address) ?? new JSDOM(file(path.join(address, "index.html"))).window.document;
  opened.set(address, document);
  return document;
};
const attribute = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name);
const hreflang = (document: Document, lang: string) =>
  attribute(document, `head link[rel="alternate"][hreflang="${lang}"]`, "href");
const switcherTo = (document: Document, lang: string) =>
  document.querySelector(`.language-switcher--navbar a[lang="${lang}"]`);

/** A document's address in its language. */
const addressOf = (doc: Doc) =>
  doc._type === "legalPage"
    ? localizedPath(`/${doc.slug.current}`, doc.language)
    : documentPath(doc._type as AddressedType, doc.slug.current, doc.language);

const englishOf = (translation: Doc) => {
  const metadata = documents.find(
    (doc) =>
      doc._type === "translation.metadata" &&
      doc.translations.some((t: Doc) => t.value._ref === translation._id),
  );
  const ref = metadata!.translations.find((t: Doc) => t.language === "en").value._ref;
  return documents.find((doc) => doc._id === ref)!;
};

/** Every Spanish page: the bundled translations' and the new ones' (every post's among them). */
const spanishPages = documents.filter(
  (doc) =>
    doc.language === SPANISH &&
    ["page", "agent", "legalPage", "post"].includes(doc._type) &&
    doc.slug?.current &&
    !String(doc._id).startsWith("drafts."),
);
const sitemap = file("sitemap.xml");

test("the Spanish pages are the bundled translations' and the new ones'", () => {
  expect(spanishPages.map(addressOf)).toEqual(
    expect.arrayContaining([
      localizedPath(paths.home, SPANISH),
      localizedPath(paths.pricing, SPANISH),
      localizedPath(paths.terms, SPANISH),
      localizedPath(paths.about, SPANISH),
    ]),
  );
  expect(translations.map((translation) => englishOf(translation)._id)).toContain(NEW_TRANSLATION_OF);
});

describe.each(
  spanishPages.map((translation) => ({
    translation,
    spanish: addressOf(translation),
    english: addressOf(englishOf(translation)),
  })),
)("$spanish", ({ translation, spanish, english }) => {
  test("names its English version, and is named by it, with its own lang, canonical, locale and switcher", () => {
    const page = open(spanish);
    expect(page.documentElement.lang).toBe(SPANISH);
    expect(attribute(page, 'head link[rel="canonical"]', "href")).toBe(canonicalUrl(spanish, SITE));
    expect(hreflang(page, "es")).toBe(canonicalUrl(spanish, SITE));
    expect(hreflang(page, "en")).toBe(canonicalUrl(english, SITE));
    expect(hreflang(page, "x-default")).toBe(canonicalUrl(english, SITE));
    expect(attribute(page, 'head meta[property="og:locale"]', "content")).toBe("es_US");
    expect(attribute(page, 'head meta[property="og:locale:alternate"]', "content")).toBe("en_US");
    // The new translations' texts are on their pages, as the bundled translations' are.
    if (translations.includes(translation)) expect(page.title).toContain(MARK);
    // The switcher leads back to the English version.
    expect(switcherTo(page, "en")?.getAttribute("href")).toBe(english);

    const englishPage = open(english);
    expect(englishPage.documentElement.lang).toBe("en");
    expect(hreflang(englishPage, "es")).toBe(canonicalUrl(spanish, SITE));
    expect(hreflang(englishPage, "x-default")).toBe(canonicalUrl(english, SITE));
    expect(switcherTo(englishPage, SPANISH)?.getAttribute("href")).toBe(spanish);
    expect(englishPage.title).not.toContain(MARK);
  });

  test("is in the sitemap with its English version, each naming both", () => {
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${canonicalUrl(english, SITE)}"/>`,
      `<xhtml:link rel="alternate" hreflang="es" href="${canonicalUrl(spanish, SITE)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${canonicalUrl(english, SITE)}"/>`,
    ].join("");
    for (const address of [english, spanish])
      expect(sitemap).toContain(`<loc>${canonicalUrl(address, SITE)}</loc>`);
    expect(sitemap.split(alternates).length - 1).toBe(2);
  });
});

test("a Spanish page's menus lead to the Spanish translations of what they name", () => {
  const page = open(localizedPath(paths.pricing, SPANISH));
  const agent = spanishPages.find((translation) => translation._type === "agent")!;
  expect(page.querySelector(`header a[href="${addressOf(agent)}"]`)).not.toBeNull();
  expect(attribute(page, "header a.logo", "href")).toBe(localizedPath(paths.home, SPANISH));
});

test("the Spanish blog: its list, its posts' pages and its feed, in Spanish; the English list's translation", () => {
  const posts = spanishPages.filter((translation) => translation._type === "post");
  expect(posts.length).toBeGreaterThan(0);
  const spanishBlog = localizedPath(paths.insights, SPANISH);
  const list = open(spanishBlog);
  expect(list.documentElement.lang).toBe(SPANISH);
  const listed = [...list.querySelectorAll("main .post-card a[href]")].map((link) =>
    link.getAttribute("href"),
  );
  expect(listed.length).toBeGreaterThan(0);
  for (const href of listed) expect(href).toMatch(new RegExp(`^/${SPANISH}${paths.insights}/`));
  expect(hreflang(list, "en")).toBe(canonicalUrl(paths.insights, SITE));
  expect(attribute(list, 'head link[type="application/rss+xml"]', "href")).toBe(
    localizedPath(paths.insightsFeed, SPANISH),
  );
  const feed = file(path.join(SPANISH, paths.insightsFeed));
  for (const post of posts) expect(feed).toContain(`<link>${canonicalUrl(addressOf(post), SITE)}</link>`);
  expect(file(paths.insightsFeed)).not.toContain(`${SITE}/${SPANISH}/`);

  const post = open(addressOf(posts[0]));
  const structured = [...post.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent!),
  );
  expect(structured.find((thing) => thing["@type"] === "BlogPosting")).toMatchObject({
    inLanguage: languageInfo(SPANISH).hreflang,
    url: canonicalUrl(addressOf(posts[0]), SITE),
  });
  const category = post.querySelector(".post-categories a");
  if (category) expect(category.getAttribute("href")).toMatch(new RegExp(`^${spanishBlog}/category/`));
});

test("a page with no translation names no other language; its switcher leads to the Spanish home page and says so", () => {
  const page = open(paths.page(EVERY_BLOCK_SLUG));
  expect(page.querySelectorAll('head link[rel="alternate"][hreflang]')).toHaveLength(0);
  const toSpanish = switcherTo(page, SPANISH);
  expect(toSpanish?.getAttribute("href")).toBe(localizedPath(paths.home, SPANISH));
  expect(toSpanish?.textContent?.replace(/\s+/g, " ").trim()).toBe(
    `${languageInfo(SPANISH).nativeName} ${allDocuments().find((doc) => doc._id === "siteSettings")!.navigation.untranslatedLabel}`,
  );
});

test("llms.txt and the search index, per language", () => {
  const llms = file(path.join(SPANISH, "llms.txt"));
  expect(llms).toContain(`(${SITE}${markdownPath(localizedPath(paths.pricing, SPANISH))})`);
  expect(file("llms.txt")).not.toContain(`${SITE}/${SPANISH}/`);
  const index = JSON.parse(file(path.join("pagefind", "pagefind-entry.json")));
  expect(Object.keys(index.languages).sort()).toEqual(["en", SPANISH]);
  // Every Spanish page the sitemap lists (the translations' and the blog's lists), and only those.
  const spanishInSitemap = sitemap.split("<loc>").filter((entry) => entry.startsWith(`${SITE}/${SPANISH}`));
  expect(index.languages[SPANISH].page_count).toBe(spanishInSitemap.length);
});
