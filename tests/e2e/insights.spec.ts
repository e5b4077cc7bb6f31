import { expect, test } from "./support/test";
import { posts, singleton, type Doc } from "./support/dataset";
import { canonicalUrl } from "#web/features/seo/sitePaths.ts";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { paths } from "#content/paths.ts";

// The blog against the dataset the build read, where it takes a browser: a post's table of
// contents and its copy button.

const labels = () => singleton("insightsPage");

// The index's pages, a category's and an author's posts, as built: tests/build/insights.test.ts.

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

// A post's related posts, neighbours, authors, share links, structured data: tests/build/insights.test.ts.

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
