import { afterEach, expect, it, vi } from "vitest";
import { restoreEnv } from "../../../tests/unit/process-env";

const ORIGINAL_ENV = { ...process.env };

afterEach(() => {
  restoreEnv(ORIGINAL_ENV);
});

it("gives Spanish, which has pages of its own, the app's own pages (account, dashboard, not found)", async () => {
  delete process.env.VITE_SANITY_PROJECT_ID;
  vi.resetModules();
  const { listContentSlugs } = await import("./contentSlugs.server");
  const { translations } = await listContentSlugs();
  expect(translations?.find(({ language }) => language === "es")).toMatchObject({
    appPages: true,
  });
});

it("leaves out each agent, post, category and author whose slug the Studio would refuse, saying which in one line", async () => {
  const { readFileSync, writeFileSync, mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const path = await import("node:path");
  const hostile: Record<string, string> = {
    "agent-seo-specialist": "../../etc",
    "agent-data-analyst-es": "Data Analyst",
  };
  const lines = readFileSync("studio/seed/production.ndjson", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const category = lines.find((doc) => doc._type === "category");
  const author = lines.find((doc) => doc._type === "author");
  const post = lines.find((doc) => doc._type === "post" && (doc.language ?? "en") === "en");
  Object.assign(hostile, { [category._id]: "café latte", [author._id]: "..", [post._id]: "page" });
  for (const doc of lines) if (hostile[doc._id]) doc.slug = { _type: "slug", current: hostile[doc._id] };
  // A second English agent with the data analyst's slug.
  const analyst = lines.find((doc) => doc._id === "agent-data-analyst");
  lines.push({ ...analyst, _id: "agent-data-analyst-copy", name: "A copy" });
  // And a second pricing page.
  lines.push({ ...lines.find((doc) => doc._id === "page-pricing"), _id: "page-pricing-copy" });
  const file = path.join(mkdtempSync(path.join(tmpdir(), "slugs-")), "production.ndjson");
  writeFileSync(file, lines.map((doc) => JSON.stringify(doc)).join("\n"));

  delete process.env.VITE_SANITY_PROJECT_ID;
  process.env.CONTENT_SEED_FILE = file;
  vi.resetModules();
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const { listContentSlugs } = await import("./contentSlugs.server");
  const slugs = await listContentSlugs();
  const warnings = warn.mock.calls.map(([message]) => String(message));
  warn.mockRestore();

  const spanish = slugs.translations?.find(({ language }) => language === "es");
  const everySlug = JSON.stringify(slugs);
  for (const slug of Object.values(hostile).filter((slug) => slug !== "page"))
    expect(everySlug).not.toContain(JSON.stringify(slug));
  expect(slugs.blog?.posts).not.toContain("page");
  expect(slugs.agents.filter((slug) => slug === "data-analyst")).toHaveLength(1);
  expect(slugs.pages.filter((slug) => slug === "pricing")).toHaveLength(1);
  expect(spanish?.agents).toContain("seo-specialist");
  expect(warnings.sort()).toEqual(
    [
      'The agent with the slug "../../etc" (en) is not built: Use lowercase letters, digits and hyphens (seo-specialist).',
      'The agent with the slug "Data Analyst" (es) is not built: Use lowercase letters, digits and hyphens (seo-specialist).',
      'The category with the slug "café latte" is not built: Use lowercase letters, digits and hyphens (seo-specialist).',
      'The author with the slug ".." is not built: Use lowercase letters, digits and hyphens (seo-specialist).',
      'The post with the slug "page" (en) is not built: "page" is taken by the post lists\' addresses.',
      'The agent with the slug "data-analyst" (en) is not built: another agent has it, and its page would be written over.',
      "The page /pricing is not built: another page has this address, and its page would be written over.",
    ].sort(),
  );
});
