import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { buildForTest } from "./support/test-build";
import { SEED_FILE, type Doc } from "./support/dataset";
import { readConfig } from "../../web/shared/config/environment.server";
import { canonicalUrl } from "../../web/features/seo/sitePaths";
import { parseNdjson, toNdjson } from "../../content/ndjson";

// A new page with no code change, as a marketer makes it: built from the sections of another
// page (the "every-block" page's, in reverse order), at a nested address. After a rebuild it
// is prerendered with its sections in that order, listed in the sitemap, has its own share
// image, and shows in the footer once a footer column links to it. A link to a page that is
// only a draft (unpublished) and one with an unsafe address are left out. In the same copy of
// the dataset a section removed from a page is gone from it.
test("a new page with no code change: its sections in order, sitemap, share image, footer", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const workDir = mkdtempSync(path.join(tmpdir(), "menu-page-"));
  const seedFile = path.join(workDir, "production.ndjson");
  const careers = {
    _id: "page-careers",
    _type: "page",
    title: "Careers at Nexora AI",
    slug: { _type: "slug", current: "company/careers" },
    intro: "Join the team that builds AI agents for growing businesses.",
  };
  const draftOnly = {
    ...careers,
    _id: "drafts.page-press",
    title: "Press",
    slug: { _type: "slug", current: "press" },
  };
  const reference = (id: string) => ({ _type: "reference", _ref: id, _weak: true });
  const added = [
    { _key: "careers", _type: "menuLink", label: "Careers", page: reference(careers._id) },
    { _key: "press", _type: "menuLink", label: "Press", page: reference("page-press") },
    { _key: "unsafe", _type: "menuLink", label: "Prize", url: "javascript:alert(1)" },
  ];

  const documents = parseNdjson<Doc>(readFileSync(SEED_FILE, "utf8"));
  const everyBlock = documents.find((doc) => doc._id === "page-every-block")!;
  const reused: Doc[] = everyBlock.sections.filter((section: Doc) => !section.hidden).reverse();
  Object.assign(careers, { sections: reused });
  const [removed, ...kept] = everyBlock.sections as Doc[];
  everyBlock.sections = kept;
  const settings = documents.find((doc) => doc._id === "siteSettings")!;
  const column = settings.footerColumns.find((candidate: Doc) => candidate._type === "menuColumn");
  column.links = [...column.links, ...added];
  writeFileSync(seedFile, toNdjson([...documents, careers, draftOnly]));

  const buildDir = await buildForTest(testInfo, { CONTENT_SEED_FILE: seedFile });

  const client = path.join(buildDir, "client");
  await page.route("**/*", (route) =>
    route.request().url().startsWith("file:") ? route.continue() : route.abort(),
  );
  await page.goto(`file://${path.join(client, "index.html")}`);
  const footerColumn = page.getByRole("contentinfo").getByRole("navigation", { name: column.title });
  await expect(footerColumn.getByRole("link", { name: "Careers", exact: true })).toHaveAttribute(
    "href",
    "/company/careers",
  );
  await expect(footerColumn.getByRole("link").last()).toHaveText("Careers");
  await expect(page.getByRole("link", { name: "Press" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Prize" })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);

  expect(existsSync(path.join(client, "press/index.html"))).toBe(false);
  await page.goto(`file://${path.join(client, "company/careers/index.html")}`);
  // The hero, first on the other page, is last here: the banner's title is the <h1>.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(careers.title);
  const sectionId = (section: Doc) => section.anchorId || `section-${section._key}`;
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
