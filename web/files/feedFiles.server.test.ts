// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { readConfig } from "#web/shared/config/environment.server.ts";
import type { ContentFetcher } from "#content/config.ts";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import { parseSeedDataset } from "#content/seedDataset.ts";
import { seedFilePath } from "#web/shared/sanity/seedFile.server.ts";
import { paths } from "#content/paths.ts";
import { sitePages } from "#content/sitePages.ts";
import { listContentSlugs } from "#web/shared/sanity/contentSlugs.server.ts";
import { llmsTxt, robotsTxt, sitemapXml } from "./crawlerFiles.server";
import { blogFeeds, rssXml } from "./feedFiles.server";
import { languageListings, listedPages } from "./seoFiles.server";

const SITE = readConfig().siteUrl;
const ATOM = "http://www.w3.org/2005/Atom";
const DC = "http://purl.org/dc/elements/1.1/";

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const bundled = () => parseSeedDataset(readFileSync(seedFilePath(), "utf8"), seedFilePath()) as Doc[];

/** A fetcher over a dataset of our own, as the build's fetchContent runs the bundled one. */
const fetcherOf =
  (dataset: Doc[]): ContentFetcher =>
  async (query, params = {}) =>
    (await evaluate(parse(query, { params }), { dataset, params })).get();

const categorySlugs = async () => (await listContentSlugs()).blog?.categories.map(({ slug }) => slug) ?? [];

/** A feed parsed as a feed reader does; a malformed one fails here. */
function parseFeed(text: string): Document {
  const doc = new DOMParser().parseFromString(text, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`Malformed XML: ${error.textContent}`);
  return doc;
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.tagName === name);
const textOf = (parent: Element, name: string) => children(parent, name)[0]?.textContent ?? "";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|UT|[+-]\d{4})$/;

/** An RFC 822 date the validator accepts: its form, a real moment, and the weekday of that moment. */
function expectRfc822(date: string, where: string) {
  expect(date, where).toMatch(RFC_822);
  const time = Date.parse(date);
  expect(Number.isNaN(time), where).toBe(false);
  const offset = /[+-]\d{4}$/.test(date) ? Number(date.slice(-5, -2)) * 60 + Number(date.slice(-2)) : 0;
  expect(DAYS[new Date(time + offset * 60_000).getUTCDay()], where).toBe(date.slice(0, 3));
}

function expectAbsolute(url: string, where: string) {
  expect(url.startsWith(`${SITE}/`), `${where}: ${url}`).toBe(true);
  expect(new URL(url).href.replace(/\/$/, ""), where).toBe(url.replace(/\/$/, ""));
}

/**
 * The rules of the W3C feed validator (validator.w3.org/feed) for RSS 2.0 that a feed of ours
 * can break: one channel with a title, link and description; each item a title or description;
 * links and permalink guids absolute; RFC 822 dates; unique guids; an atom:link to itself; the
 * prefixes it uses declared. Returns the items' links.
 */
function expectValidRss(text: string, path: string): string[] {
  const doc = parseFeed(text);
  const rss = doc.documentElement;
  expect(rss.tagName, path).toBe("rss");
  expect(rss.getAttribute("version"), path).toBe("2.0");
  const [channel, ...others] = children(rss, "channel");
  expect(channel, path).toBeDefined();
  expect(others, path).toHaveLength(0);
  for (const name of ["title", "link", "description"]) {
    expect(children(channel, name), `${path} <${name}>`).toHaveLength(1);
    expect(textOf(channel, name).trim(), `${path} <${name}>`).not.toBe("");
  }
  expectAbsolute(textOf(channel, "link"), `${path} <link>`);
  expect(textOf(channel, "language"), path).toMatch(/^[a-z]{2}(-[A-Za-z]{2})?$/);
  for (const name of ["pubDate", "lastBuildDate"])
    for (const date of children(channel, name)) expectRfc822(date.textContent ?? "", `${path} <${name}>`);

  // Namespaced elements resolve: their prefixes are declared.
  const self = [...channel.getElementsByTagNameNS(ATOM, "link")];
  expect(self, path).toHaveLength(1);
  expect(self[0].getAttribute("rel"), path).toBe("self");
  expect(self[0].getAttribute("type"), path).toBe("application/rss+xml");
  expect(self[0].getAttribute("href"), path).toBe(`${SITE}${path}`);
  const creators = channel.getElementsByTagName("dc:creator").length;
  expect(channel.getElementsByTagNameNS(DC, "creator").length, path).toBe(creators);
  expect(channel.getElementsByTagName("author"), `${path}: <author> needs an e-mail`).toHaveLength(0);

  const items = children(channel, "item");
  const guids = items.map((item, index) => {
    const where = `${path} item ${index + 1}`;
    expect(textOf(item, "title") || textOf(item, "description"), where).not.toBe("");
    const link = textOf(item, "link");
    expectAbsolute(link, `${where} <link>`);
    const [guid] = children(item, "guid");
    expect(guid.getAttribute("isPermaLink"), where).toBe("true");
    expect(guid.textContent, where).toBe(link);
    for (const date of children(item, "pubDate")) expectRfc822(date.textContent ?? "", `${where} <pubDate>`);
    for (const category of children(item, "category")) {
      expect(category.textContent?.trim(), where).not.toBe("");
      expectAbsolute(category.getAttribute("domain") ?? "", `${where} <category domain>`);
    }
    return guid.textContent ?? "";
  });
  expect(new Set(guids).size, `${path}: unique guids`).toBe(guids.length);
  const dates = items.map((item) => Date.parse(textOf(item, "pubDate")));
  expect(dates, `${path}: newest first`).toEqual([...dates].sort((a, b) => b - a));
  return items.map((item) => textOf(item, "link"));
}

// The bundled dataset's posts with an address, in the blog's order (newest first, then by id).
const postsOf = (dataset: Doc[], category?: string) =>
  dataset
    .filter((doc) => doc._type === "post" && doc.slug?.current && !doc.seo?.noIndex)
    .filter((doc) => !category || doc.categories?.some((ref: Doc) => ref._ref === category))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a._id.localeCompare(b._id))
    .map((doc) => `${SITE}${paths.post(doc.slug.current)}`);

describe("the blog's RSS feeds", () => {
  it("are valid RSS 2.0, the blog's and each category's, listing their posts newest first", async () => {
    const dataset = bundled();
    const slugs = await categorySlugs();
    expect(slugs.length).toBeGreaterThan(0);
    const feeds = await blogFeeds(fetchContent, SITE, slugs);
    expect(feeds.map((feed) => feed.path)).toEqual([
      paths.insightsFeed,
      ...slugs.map((slug) => paths.categoryFeed(slug)),
    ]);
    const [blog, ...categories] = feeds;
    expect(expectValidRss(blog.xml, blog.path)).toEqual(postsOf(dataset));
    expect(postsOf(dataset).length).toBeGreaterThanOrEqual(12);
    for (const [index, feed] of categories.entries()) {
      const category = dataset.find((doc) => doc._type === "category" && doc.slug?.current === slugs[index]);
      expect(expectValidRss(feed.xml, feed.path)).toEqual(postsOf(dataset, category?._id));
    }
  });

  it("name each post's authors and categories, and give its excerpt and date", async () => {
    const dataset = bundled();
    const [blog] = await blogFeeds(fetchContent, SITE, []);
    const newest = dataset.find((doc) => `${SITE}${paths.post(doc.slug?.current)}` === postsOf(dataset)[0])!;
    const item = parseFeed(blog.xml).querySelector("item")!;
    expect(textOf(item, "title")).toBe(newest.title);
    expect(textOf(item, "description")).toBe(newest.excerpt);
    // RFC 822, as RSS 2.0 says ("Tue, 14 Jan 2025 09:00:00 GMT").
    expect(textOf(item, "pubDate")).toBe(new Date(newest.publishedAt).toUTCString());
    const named = (refs: Doc[], field: string) =>
      refs.map((ref) => dataset.find((doc) => doc._id === ref._ref)?.[field]);
    expect(children(item, "dc:creator").map((el) => el.textContent)).toEqual(named(newest.authors, "name"));
    expect(children(item, "category").map((el) => el.textContent)).toEqual(
      named(newest.categories ?? [], "title"),
    );
  });

  it("escape hostile titles and texts, drop characters XML forbids, and leave out noIndex posts", async () => {
    const hostile = "Ops & <b>Growth</b> ]]> \"quoted\" 'single' \u0001done";
    const dataset = bundled();
    const posts = dataset
      .filter((doc) => doc._type === "post")
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    Object.assign(posts[0], { title: hostile, excerpt: `<script>alert(1)</script> & ${hostile}` });
    posts[1].seo = { ...posts[1].seo, noIndex: true };
    const [blog] = await blogFeeds(fetcherOf(dataset), SITE, []);
    const links = expectValidRss(blog.xml, blog.path);
    expect(links).not.toContain(`${SITE}${paths.post(posts[1].slug.current)}`);
    expect(links).toHaveLength(postsOf(dataset).length);
    const item = parseFeed(blog.xml).querySelector("item")!;
    expect(textOf(item, "title")).toBe(hostile.replace("\u0001", ""));
    expect(item.querySelector("description b, description script")).toBeNull();
    expect(blog.xml).not.toContain("<script>");
  });

  it("are each language's own: a Spanish post is in the Spanish blog's feeds, under /es, not in the English ones", async () => {
    const dataset = bundled();
    const newest = dataset.find((doc) => `${SITE}${paths.post(doc.slug?.current)}` === postsOf(dataset)[0])!;
    const category = dataset.find((doc) => doc._id === newest.categories[0]._ref)!;
    const translation = {
      ...newest,
      _id: `${newest._id}-es`,
      language: "es",
      slug: { current: "hola-mundo" },
    };
    dataset.push(translation);
    const [blog, ofCategory] = await blogFeeds(fetcherOf(dataset), SITE, [category.slug.current], "es");
    expect([blog.path, ofCategory.path]).toEqual([
      "/es/insights/rss.xml",
      `/es/insights/category/${category.slug.current}/rss.xml`,
    ]);
    for (const feed of [blog, ofCategory])
      expect(expectValidRss(feed.xml, feed.path)).toEqual([`${SITE}/es/insights/hola-mundo`]);
    const channel = parseFeed(blog.xml).querySelector("channel")!;
    expect(textOf(channel, "language")).toBe("es");
    expect(textOf(channel, "link")).toBe(`${SITE}/es/insights`);
    const [english] = await blogFeeds(fetcherOf(dataset), SITE, []);
    expect(expectValidRss(english.xml, english.path)).toEqual(
      postsOf(dataset.filter((doc) => doc !== translation)),
    );
  });

  it("write a channel with no items and no dates as valid RSS", () => {
    const text = rssXml(
      {
        title: "A & B",
        link: `${SITE}${paths.insights}`,
        description: "<x>",
        feedLinks: { rss: `${SITE}${paths.insightsFeed}` },
      },
      [],
    );
    expectValidRss(text, paths.insightsFeed);
    // The parser does report malformed XML.
    expect(() => parseFeed(text.replace("A &amp; B", "A & B"))).toThrow(/Malformed/);
    expect(() => parseFeed(text.replace("</channel>", ""))).toThrow(/Malformed/);
  });

  it("are no pages: the sitemap, llms.txt and robots.txt do not list them", async () => {
    const pages = sitePages(await listContentSlugs());
    expect(pages.filter((page) => page.path.endsWith(".xml"))).toEqual([]);
    const listed = listedPages(
      pages,
      (await languageListings()).flatMap(({ listings }) => listings),
    );
    const files = [
      sitemapXml(listed, SITE),
      llmsTxt(listed, SITE, { name: "Site", pagesHeading: "Pages" }),
      robotsTxt(SITE),
    ];
    for (const file of files) expect(file).not.toContain("rss.xml");
  });
});
