import { expect, test, type Page } from "./support/test";
import { type Doc, docsOfType } from "./support/dataset";
import { readConfig } from "../../web/shared/config/environment.server";
import { paths } from "../../content/paths";

// The build under test was made with this environment's VITE_SITE_URL (or the local default).
const SITE = readConfig().siteUrl;

type Listed = { title: string; path: string };

/** A feed as the host serves it: its type, and its channel's title and items, parsed by the browser's XML parser. */
async function readFeed(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toMatch(/^application\/rss\+xml/);
  const feed = await page.evaluate(
    (text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const field = (parent: Element | undefined, name: string) =>
        parent?.getElementsByTagName(name)[0]?.textContent ?? "";
      return {
        malformed: doc.getElementsByTagName("parsererror").length > 0,
        title: field(doc.getElementsByTagName("channel")[0], "title"),
        items: [...doc.getElementsByTagName("item")].map((item) => ({
          title: field(item, "title"),
          link: field(item, "link"),
        })),
      };
    },
    await response.text(),
  );
  expect(feed.malformed, `${path} is well-formed XML`).toBe(false);
  const items = feed.items.map(({ title, link }): Listed => {
    expect(link.startsWith(`${SITE}/`), link).toBe(true);
    return { title, path: new URL(link).pathname };
  });
  return { title: feed.title, items };
}

/** The posts a list shows (every page of it, following rel=next), as their cards link to them. */
async function listedOn(page: Page, path: string): Promise<Listed[]> {
  const listed: Listed[] = [];
  for (let next: string | null = path; next;) {
    await page.goto(next);
    const links = page.getByRole("article").getByRole("heading", { level: 2 }).getByRole("link");
    for (const link of await links.all())
      listed.push({ title: (await link.textContent()) ?? "", path: (await link.getAttribute("href")) ?? "" });
    const older = page.locator('head link[rel="next"]');
    next = (await older.count()) ? await older.getAttribute("href") : null;
  }
  return listed;
}

/** The feeds a page announces in its head, with the names it gives them. */
const announced = (page: Page) =>
  page
    .locator('head link[rel="alternate"][type="application/rss+xml"]')
    .evaluateAll((links) =>
      links.map((link) => ({ title: link.getAttribute("title"), href: link.getAttribute("href") })),
    );

/** The posts marked noIndex: their pages list them, the feeds (like the sitemap) leave them out. */
const hidden = () =>
  new Set(
    docsOfType("post")
      .filter((post) => post.seo?.noIndex)
      .map((post) => paths.post(post.slug?.current)),
  );
const inFeeds = (listed: Listed[]) => listed.filter((post) => !hidden().has(post.path));

// The dataset's posts with an address and not marked noIndex, newest first (then by id).
const datasetPosts = (category?: Doc): Listed[] =>
  docsOfType("post")
    .filter((post) => post.slug?.current && !post.seo?.noIndex)
    .filter((post) => !category || post.categories?.some((ref: Doc) => ref._ref === category._id))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a._id.localeCompare(b._id))
    .map((post) => ({ title: post.title, path: paths.post(post.slug.current) }));

test("the blog's feed parses and lists the posts of /insights, in the same order, and is announced there", async ({
  page,
}) => {
  const feed = await readFeed(page, paths.insightsFeed);
  const listed = await listedOn(page, paths.insights);
  expect(listed.length).toBeGreaterThan(12);
  expect(feed.items).toEqual(inFeeds(listed));
  expect(feed.items).toEqual(datasetPosts());

  await page.goto(paths.insights);
  expect(await announced(page)).toEqual([{ title: feed.title, href: paths.insightsFeed }]);
  await page.goto(paths.insightsPage(2));
  expect(await announced(page)).toEqual([{ title: feed.title, href: paths.insightsFeed }]);
});

test("each category's feed lists the posts of its page, which announces it before the blog's", async ({
  page,
}) => {
  const blog = await readFeed(page, paths.insightsFeed);
  const categories = docsOfType("category").filter((category) => category.slug?.current);
  expect(categories.length).toBeGreaterThan(0);
  for (const category of categories) {
    const slug = category.slug.current;
    const feed = await readFeed(page, paths.categoryFeed(slug));
    expect(feed.items, slug).toEqual(inFeeds(await listedOn(page, paths.category(slug))));
    expect(feed.items, slug).toEqual(datasetPosts(category));
    await page.goto(paths.category(slug));
    expect(await announced(page), slug).toEqual([
      { title: feed.title, href: paths.categoryFeed(slug) },
      { title: blog.title, href: paths.insightsFeed },
    ]);
  }
});
