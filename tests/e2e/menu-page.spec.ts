import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { bin, run } from "../../scripts/lib/processes";
import { SEED_FILE, type Doc } from "./support/dataset";

// Menus are content: a new page built from blocks, at a nested address, shows in the footer
// once a footer column links to it, after a rebuild, with no code change. A link to a page
// that is only a draft (unpublished) and one with an unsafe address are left out.
test("a new page appears in the footer once a menu links to it", async ({ page }, testInfo) => {
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

  const documents = readFileSync(SEED_FILE, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc);
  const settings = documents.find((doc) => doc._id === "siteSettings")!;
  const column = settings.footerColumns.find((candidate: Doc) => candidate._type === "menuColumn");
  column.links = [...column.links, ...added];
  const lines = [...documents, careers, draftOnly].map((doc) => JSON.stringify(doc));
  writeFileSync(seedFile, `${lines.join("\n")}\n`);

  // Inside the project, so the prerender step resolves the project's packages.
  const buildDir = testInfo.outputPath("build");
  const code = await run(bin("react-router"), ["build"], {
    env: { ...process.env, CONTENT_SEED_FILE: seedFile, BUILD_DIR: buildDir },
    stdio: "ignore",
  });
  expect(code).toBe(0);

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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(careers.title);
});
