import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { navigation } from "./support/dataset";
import {
  BODY_WORD,
  newPost,
  newPostCategory as category,
  postTemplateOfNewPost as template,
} from "./support/published-dataset";
import { testBuild } from "./support/test-builds";
import { canonicalUrl } from "#web/features/seo/sitePaths.ts";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { paths } from "#content/paths.ts";

// A post is content only: in the build after publishing it (./support/published-dataset.ts) it is
// listed first on the index and in its category, has its page, a sitemap entry, the feeds' newest
// item, a search result and a share image of its own.
test("a new post document is listed, in the feeds and search too, and gets its page after a rebuild", async ({
  page,
}) => {
  const { client, url } = testBuild("published");
  await page.route("**/*", (route) =>
    route.request().url().startsWith("file:") ? route.continue() : route.abort(),
  );
  const open = (address: string) => page.goto(`file://${path.join(client, address, "index.html")}`);

  await open(paths.post("a-brand-new-post"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newPost.title);
  for (const list of [paths.insights, paths.category(category.slug.current)]) {
    await open(list);
    await expect(page.locator(".post-card__title").first()).toHaveText(newPost.title);
  }

  const { siteUrl } = readConfig();
  const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
  expect(sitemap).toContain(`<loc>${canonicalUrl(paths.post("a-brand-new-post"), siteUrl)}</loc>`);
  for (const feed of [paths.insightsFeed, paths.categoryFeed(category.slug.current)]) {
    const items = readFileSync(path.join(client, feed), "utf8").split("<item>").slice(1);
    expect(items[0], `${feed}'s newest item`).toContain(`<title>${newPost.title}</title>`);
  }
  const image = readFileSync(path.join(client, `og${paths.post("a-brand-new-post")}.png`));
  const other = readFileSync(path.join(client, `og${paths.post(template.slug.current)}.png`));
  expect(image.equals(other)).toBe(false);

  // The search index comes over HTTP, as on the host.
  await page.unrouteAll();
  await page.goto(`${url}${paths.insights}`);
  const { searchLabel } = navigation();
  await page.locator(".navbar__inner > .search-button").filter({ hasText: searchLabel }).click();
  await page.getByRole("searchbox", { name: searchLabel }).fill(BODY_WORD);
  const result = page.locator(`.search-results a[href="${paths.post("a-brand-new-post")}"]`);
  await expect(result).toContainText(newPost.title);
});
