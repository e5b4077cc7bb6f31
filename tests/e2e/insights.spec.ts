import { expect, test, type Page } from "./support/test";
import { authors, categories, posts, postsOf, referenced, singleton, type Doc } from "./support/dataset";
import { canonicalUrl } from "../../web/features/seo/sitePaths";
import { readConfig } from "../../web/shared/config/environment.server";
import { paths } from "../../content/paths";
import { POSTS_PER_PAGE, postListPath, type PostListKind } from "../../content/postLists";

// The blog against the dataset the build read: its lists, newest first and 12 a page; a
// category's and an author's posts; a post with its table of contents, related posts and
// neighbours.

const labels = () => singleton("insightsPage");
const titleOf = (post: Doc) => post.title as string;

/** The titles of the post cards a list page shows, in order. */
const cardTitles = (page: Page) => page.locator(".post-grid .post-card__title").allTextContents();

/** Every post a list shows, following its "older posts" links from its first page. */
async function listedTitles(page: Page, list: PostListKind) {
  const titles: string[] = [];
  await page.goto(postListPath(list));
  for (;;) {
    titles.push(...(await cardTitles(page)));
    const older = page.getByRole("link", { name: labels().olderLabel, exact: true });
    if (!(await older.count())) return titles;
    await older.click();
    await expect(page.getByRole("link", { name: labels().newerLabel, exact: true })).toBeVisible();
  }
}

test("the index lists the posts newest first, 12 a page; page 2 holds the 13th", async ({ page }) => {
  const all = posts();
  expect(all.length, "the dataset has more than one page of posts").toBeGreaterThan(POSTS_PER_PAGE);
  await page.goto(paths.insights);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(labels().title);
  expect(await cardTitles(page)).toEqual(all.slice(0, POSTS_PER_PAGE).map(titleOf));
  // A path, not the configured origin's URL: Firefox fetches it ahead, from whichever host serves the page.
  await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", paths.insightsPage(2));
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0);

  await page.getByRole("link", { name: labels().olderLabel, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.insightsPage(2)}$`));
  await expect(page.getByRole("heading", { level: 2, name: titleOf(all[POSTS_PER_PAGE]) })).toBeVisible();
  expect(await cardTitles(page)).toEqual(all.slice(POSTS_PER_PAGE, 2 * POSTS_PER_PAGE).map(titleOf));

  // Loaded as a page of its own: its own canonical, and rel=prev back to the first page.
  await page.goto(paths.insightsPage(2));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${paths.insightsPage(2)}$`),
  );
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", paths.insights);
});

test("a category's and an author's pages list exactly their posts", async ({ page }) => {
  for (const category of categories()) {
    const expected = postsOf(category._id).map(titleOf);
    expect(await listedTitles(page, { kind: "category", slug: category.slug.current })).toEqual(expected);
    await page.goto(paths.category(category.slug.current));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.title);
  }
  for (const author of authors()) {
    const expected = postsOf(author._id).map(titleOf);
    expect(await listedTitles(page, { kind: "author", slug: author.slug.current })).toEqual(expected);
  }
});

/** A post with headings in its body: the first of the list that has some. */
const postWithHeadings = () =>
  posts().find(
    (post) => (post.body ?? []).filter((block: Doc) => /^h[234]$/.test(block.style ?? "")).length > 1,
  )!;

test("a post's table of contents lists its headings, and its links land on them", async ({ page }) => {
  const post = postWithHeadings();
  const headings = (post.body as Doc[])
    .filter((block) => /^h[234]$/.test(block.style ?? ""))
    .map((block) =>
      (block.children as Doc[])
        .map((span) => span.text)
        .join("")
        .trim(),
    )
    .filter(Boolean);
  await page.goto(paths.post(post.slug.current));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  const toc = page.getByRole("navigation", { name: labels().contentsLabel });
  await expect(toc.getByRole("link")).toHaveText(headings);

  const last = toc.getByRole("link").last();
  const hash = await last.getAttribute("href");
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  const target = page.locator(`[id="${hash!.slice(1)}"]`);
  await expect(target).toHaveText(headings.at(-1)!);
  await expect(target).toBeInViewport();
  // Below the sticky navbar, not under it.
  const top = await target.evaluate((element) => element.getBoundingClientRect().top);
  const navbar = await page
    .locator("header")
    .first()
    .evaluate((element) => element.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(Math.min(navbar, 0) - 1);
});

/** The related posts the dataset calls for: its categories' newest, then the newest, three. */
function expectedRelated(post: Doc) {
  const own = new Set((post.categories ?? []).map((ref: Doc) => ref._ref));
  const others = posts().filter((other) => other._id !== post._id);
  const same = others.filter((other) => (other.categories ?? []).some((ref: Doc) => own.has(ref._ref)));
  return [...new Set([...same.slice(0, 3), ...others.slice(0, 3)])].slice(0, 3).map(titleOf);
}

test("a post shows its related posts, its neighbours, its authors and share links", async ({ page }) => {
  const all = posts();
  for (const index of [0, Math.floor(all.length / 2), all.length - 1]) {
    const post = all[index];
    await page.goto(paths.post(post.slug.current));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);

    const related = page.getByRole("region", { name: labels().relatedLabel });
    await expect(related.getByRole("heading", { level: 3 })).toHaveText(expectedRelated(post));

    const neighbours = page.locator(".post-nav");
    const older = all[index + 1];
    const newer = all[index - 1];
    const previousLink = neighbours.locator('a[rel="prev"]');
    const nextLink = neighbours.locator('a[rel="next"]');
    if (older) await expect(previousLink).toHaveAttribute("href", paths.post(older.slug.current));
    else await expect(previousLink).toHaveCount(0);
    if (newer) await expect(nextLink).toHaveAttribute("href", paths.post(newer.slug.current));
    else await expect(nextLink).toHaveCount(0);

    const cards = page.getByRole("region", { name: labels().aboutAuthorLabel });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      (post.authors as Doc[]).map((ref) => referenced(ref)!.name),
    );

    const share = page.getByRole("region", { name: labels().shareLabel });
    // The post's canonical address, whatever host serves the build.
    const address = encodeURIComponent(canonicalUrl(paths.post(post.slug.current), readConfig().siteUrl));
    await expect(share.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", new RegExp(address));
    await expect(share.getByRole("link", { name: labels().emailShareLabel })).toHaveAttribute(
      "href",
      /^mailto:\?/,
    );
  }
});

test("a post's structured data is a BlogPosting with its authors, dates and publisher", async ({
  page,
  request,
}) => {
  const post = posts()[0];
  await page.goto(paths.post(post.slug.current));
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  const posting = data.find((thing) => thing["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: post.title,
    datePublished: post.publishedAt,
    author: (post.authors as Doc[]).map((ref) => expect.objectContaining({ name: referenced(ref)!.name })),
    publisher: { "@type": "Organization", name: singleton("siteSettings").siteName },
    inLanguage: "en",
  });
  // The publisher's logo is the site's, served by the site.
  const logo = await request.get(new URL(posting.publisher.logo).pathname);
  expect(logo.headers()["content-type"]).toMatch(/^image\//);
});

test("the copy button copies the post's address", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const post = posts()[0];
  await page.goto(paths.post(post.slug.current));
  const share = page.getByRole("region", { name: labels().shareLabel });
  await share.getByRole("button", { name: labels().copyLinkLabel }).click();
  // What the status says when it fails: the browser's refusal shows the address to copy by hand.
  await expect(share.getByRole("status")).toHaveText(labels().copiedLabel);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    canonicalUrl(paths.post(post.slug.current), readConfig().siteUrl),
  );
});
