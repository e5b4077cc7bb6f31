import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { buildForTest } from "./support/test-build";
import { categories, navigation, posts, SEED_FILE } from "./support/dataset";
import { startEmulators } from "../../scripts/lib/emulators";
import { canonicalUrl } from "../../web/features/seo/sitePaths";
import { readConfig } from "../../web/shared/config/environment.server";
import { paths } from "../../content/paths";

const SITE_PORT = 5094;
// A word no other document holds, in the new post's body only: the site search finds it there.
const BODY_WORD = "quokkaledger";

// A post is content only: added to a copy of the dataset, a rebuild lists it first on the
// index and in its category, gives it its page, a sitemap entry, the feeds' newest item, a
// search result and a share image of its own.
test("a new post document is listed, in the feeds and search too, and gets its page after a rebuild", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const workDir = mkdtempSync(path.join(tmpdir(), "new-post-"));
  const seedFile = path.join(workDir, "production.ndjson");
  const template = posts()[0];
  const category = categories().at(-1)!;
  const newPost = {
    ...template,
    _id: "post-a-brand-new-post",
    title: "A brand new post about invoices",
    slug: { _type: "slug", current: "a-brand-new-post" },
    publishedAt: "2099-01-01T09:00:00Z",
    categories: [{ _key: "c", _type: "reference", _ref: category._id }],
    body: [
      ...template.body,
      {
        _type: "block",
        _key: "new",
        style: "normal",
        markDefs: [],
        children: [{ _type: "span", _key: "s", marks: [], text: `Our ${BODY_WORD} closes the month.` }],
      },
    ],
  };
  const dataset = readFileSync(SEED_FILE, "utf8").trimEnd();
  writeFileSync(seedFile, `${dataset}\n${JSON.stringify(newPost)}\n`);

  const buildDir = await buildForTest(testInfo, { CONTENT_SEED_FILE: seedFile });
  const client = path.join(buildDir, "client");
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
  const site = await startEmulators(SITE_PORT, { buildDir, hostingOnly: true });
  try {
    await page.goto(`${site.url}${paths.insights}`);
    const { searchLabel } = navigation();
    await page.locator(".navbar__inner > .search-button").filter({ hasText: searchLabel }).click();
    await page.getByRole("searchbox", { name: searchLabel }).fill(BODY_WORD);
    const result = page.locator(`.search-results a[href="${paths.post("a-brand-new-post")}"]`);
    await expect(result).toContainText(newPost.title);
  } finally {
    await site.stop();
  }
});
