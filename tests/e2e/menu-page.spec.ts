import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { allDocuments, sectionId, type Doc } from "./support/dataset";
import {
  addedFooterLinks,
  careersPage as careers,
  keptSections as kept,
  removedSection as removed,
  reusedSections as reused,
} from "./support/published-dataset";
import { testBuild } from "./support/test-builds";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { canonicalUrl } from "#web/features/seo/sitePaths.ts";

// A new page with no code change, as a marketer makes it (./support/published-dataset.ts): built
// from the sections of another page (the "every-block" page's, in reverse order), at a nested
// address. After a rebuild it is prerendered with its sections in that order, listed in the
// sitemap, has its own share image, and shows in the footer once a footer column links to it. A
// link to a page that is only a draft (unpublished) and one with an unsafe address are left out.
// In the same build a section removed from a page is gone from it.
test("a new page with no code change: its sections in order, sitemap, share image, footer", async ({
  page,
}) => {
  const column = allDocuments()
    .find((doc) => doc._id === "siteSettings")!
    .footerColumns.find((candidate: Doc) => candidate._type === "menuColumn");
  const [careersLink, draftLink, unsafeLink] = addedFooterLinks;
  const { client } = testBuild("published");
  await page.route("**/*", (route) =>
    route.request().url().startsWith("file:") ? route.continue() : route.abort(),
  );
  await page.goto(`file://${path.join(client, "index.html")}`);
  const footerColumn = page.getByRole("contentinfo").getByRole("navigation", { name: column.title });
  await expect(footerColumn.getByRole("link", { name: careersLink.label, exact: true })).toHaveAttribute(
    "href",
    "/company/careers",
  );
  await expect(footerColumn.getByRole("link").last()).toHaveText(careersLink.label);
  await expect(page.getByRole("link", { name: draftLink.label })).toHaveCount(0);
  await expect(page.getByRole("link", { name: unsafeLink.label })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);

  expect(existsSync(path.join(client, "press/index.html"))).toBe(false);
  await page.goto(`file://${path.join(client, "company/careers/index.html")}`);
  // The hero, first on the other page, is last here: the banner's title is the <h1>.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(careers.title);
  const ids = await page
    .locator("#main [id]")
    .evaluateAll((elements) => elements.map((element) => element.id));
  const order = reused.map(sectionId).map((id) => ids.indexOf(id));
  expect(
    order.every((index) => index >= 0),
    `sections ${reused.map(sectionId)} in ${ids}`,
  ).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));

  const { siteUrl } = readConfig();
  const address = canonicalUrl("/company/careers", siteUrl);
  expect(readFileSync(path.join(client, "sitemap.xml"), "utf8")).toContain(`<loc>${address}</loc>`);
  const html = readFileSync(path.join(client, "company/careers/index.html"), "utf8");
  expect(html).toContain(`content="${siteUrl}/og/company/careers.png"`);
  const image = readFileSync(path.join(client, "og/company/careers.png"));
  expect({ width: image.readUInt32BE(16), height: image.readUInt32BE(20) }).toEqual({
    width: 1200,
    height: 630,
  });

  const everyBlockHtml = readFileSync(path.join(client, "every-block/index.html"), "utf8");
  expect(everyBlockHtml).not.toContain(`id="${sectionId(removed)}"`);
  for (const section of kept.filter((candidate) => !candidate.hidden))
    expect(everyBlockHtml).toContain(`id="${sectionId(section)}"`);
});
