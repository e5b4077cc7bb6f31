import { existsSync } from "node:fs";
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { headerRules, headersAt } from "../e2e/support/hosting-headers";
import { type Doc, docsOfType } from "../e2e/support/dataset";
import { paths } from "#content/paths.ts";
import { BUILD_DIR, builtFile, documentAt, fileAt, SITE } from "./support/built-site";
import { type Listed, listedOn } from "./support/post-lists";

// The blog's RSS feeds, as the build writes them and the host serves them: each parses, lists
// the posts of the page it belongs to in the same order (every page of it, following its
// "older posts" links and rel="next": ./support/post-lists.ts), as the dataset orders them, and
// is announced in that page's head.

const rules = headerRules(BUILD_DIR);

/** A feed as the host serves it: its type, and its channel's title and items, parsed as XML. */
function readFeed(address: string) {
  expect(existsSync(fileAt(address)), `${address} is built`).toBe(true);
  expect(headersAt(rules, address)["content-type"], address).toMatch(/^application\/rss\+xml/);
  const { document } = new JSDOM(builtFile(fileAt(address)), { contentType: "application/xml" }).window;
  const field = (parent: Element | undefined, name: string) =>
    parent?.getElementsByTagName(name)[0]?.textContent ?? "";
  expect(document.getElementsByTagName("parsererror"), `${address} is well-formed XML`).toHaveLength(0);
  const items = [...document.getElementsByTagName("item")].map((item): Listed => {
    const link = field(item, "link");
    expect(link.startsWith(`${SITE}/`), link).toBe(true);
    return { title: field(item, "title"), path: new URL(link).pathname };
  });
  return { title: field(document.getElementsByTagName("channel")[0], "title"), items };
}

let blogFeed: ReturnType<typeof readFeed> | undefined;
/** The blog's feed, read once: each category's page announces it too. */
const theBlogFeed = () => (blogFeed ??= readFeed(paths.insightsFeed));

/** The feeds a page announces in its head, with the names it gives them. */
const announced = (address: string) =>
  [...documentAt(address).head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map(
    (link) => ({ title: link.getAttribute("title"), href: link.getAttribute("href") }),
  );

/** The posts marked noIndex: their pages list them, the feeds (like the sitemap) leave them out. */
const hidden = new Set(
  docsOfType("post")
    .filter((post) => post.seo?.noIndex)
    .map((post) => paths.post(post.slug?.current)),
);
const inFeeds = (listed: Listed[]) => listed.filter((post) => !hidden.has(post.path));

/** The dataset's posts with an address and not marked noIndex, newest first (then by id). */
const datasetPosts = (category?: Doc): Listed[] =>
  docsOfType("post")
    .filter((post) => post.slug?.current && !post.seo?.noIndex)
    .filter((post) => !category || post.categories?.some((ref: Doc) => ref._ref === category._id))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a._id.localeCompare(b._id))
    .map((post) => ({ title: post.title, path: paths.post(post.slug.current) }));

test("the blog's feed parses and lists the posts of /insights, in the same order, and is announced there", () => {
  const feed = theBlogFeed();
  const listed = listedOn(paths.insights);
  expect(listed.length).toBeGreaterThan(12);
  expect(feed.items).toEqual(inFeeds(listed));
  expect(feed.items).toEqual(datasetPosts());
  for (const address of [paths.insights, paths.insightsPage(2)])
    expect(announced(address), address).toEqual([{ title: feed.title, href: paths.insightsFeed }]);
});

const categories = docsOfType("category").filter((category) => category.slug?.current);

test("the dataset has categories", () => {
  expect(categories.length).toBeGreaterThan(0);
});

describe.each(categories.map((category) => ({ category, slug: category.slug.current as string })))(
  "category $slug",
  ({ category, slug }) => {
    test("its feed lists the posts of its page, which announces it before the blog's", () => {
      const blog = theBlogFeed();
      const feed = readFeed(paths.categoryFeed(slug));
      expect(feed.items).toEqual(inFeeds(listedOn(paths.category(slug))));
      expect(feed.items).toEqual(datasetPosts(category));
      expect(announced(paths.category(slug))).toEqual([
        { title: feed.title, href: paths.categoryFeed(slug) },
        { title: blog.title, href: paths.insightsFeed },
      ]);
    });
  },
);
