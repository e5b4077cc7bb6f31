import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { paths } from "#content/paths.ts";

// A page's address is written in two code files: content/paths.ts, which every link,
// redirect, page list, test and script reads, and this test, which pins the addresses the
// spec names. They are a public contract (links from elsewhere, search engines): changing
// one is a decision, made here and in paths.ts, never a side effect of a refactor.

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("page addresses (content/paths.ts)", () => {
  it("are the addresses the spec names", () => {
    expect(paths.home).toBe("/");
    expect(paths.agents).toBe("/agents");
    expect(paths.agent("data-analyst")).toBe("/agents/data-analyst");
    expect(paths.about).toBe("/about-us");
    expect(paths.pricing).toBe("/pricing");
    expect(paths.contact).toBe("/contact");
    expect(paths.terms).toBe("/terms-conditions");
    expect(paths.privacy).toBe("/privacy-policy");
    expect(paths.signIn).toBe("/signin");
    expect(paths.signUp).toBe("/signup");
    expect(paths.forgotPassword).toBe("/forgot-password");
    expect(paths.dashboard).toBe("/dashboard");
    expect(paths.dashboardAgents).toBe("/dashboard/agents");
    expect(paths.dashboardRuns).toBe("/dashboard/runs");
    expect(paths.dashboardRun).toBe("/dashboard/run");
    expect(paths.dashboardWorkflows).toBe("/dashboard/workflows");
    expect(paths.dashboardPlan).toBe("/dashboard/plan");
    expect(paths.dashboardSettings).toBe("/dashboard/settings");
    expect(paths.notFound).toBe("/404");
    expect(paths.insights).toBe("/insights");
    expect(paths.insightsPage(2)).toBe("/insights/page/2");
    expect(paths.post("first-post")).toBe("/insights/first-post");
    expect(paths.category("how-tos")).toBe("/insights/category/how-tos");
    expect(paths.category("how-tos", 2)).toBe("/insights/category/how-tos/page/2");
    expect(paths.author("jane-doe")).toBe("/insights/author/jane-doe");
    expect(paths.author("jane-doe", 3)).toBe("/insights/author/jane-doe/page/3");
    expect(paths.insightsFeed).toBe("/insights/rss.xml");
    expect(paths.categoryFeed("how-tos")).toBe("/insights/category/how-tos/rss.xml");
  });
});

// --- Where else a page's address is written ------------------------------------------------

/** Folders of code, and what in them is not code we write. */
const CODE_FOLDERS = ["web", "content", "blocks", "scripts", "tests", "studio"];
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "build", "seed", ".react-router"]);
const GENERATED_FILES = new Set(["content/sanity.types.ts"]);
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;

function codeFiles(): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(relative);
      } else if (CODE_FILE.test(entry.name) && !GENERATED_FILES.has(relative)) files.push(relative);
    }
  };
  CODE_FOLDERS.forEach(walk);
  for (const entry of readdirSync(ROOT, { withFileTypes: true }))
    if (entry.isFile() && CODE_FILE.test(entry.name)) files.push(entry.name);
  return files.sort();
}

/**
 * What counts as writing a page's address: a string or template literal (or a piece of one
 * between `${…}`s) that starts with it, or holds it right after `"`, `'` or `=` (a CSS
 * selector `a[href="/contact"]`), followed by nothing or by a character no address has
 * (`/agents/x` is an agent page, not `/agents`; `/privacy-policy` is not `/privacy`).
 * Prose in a literal ("the /agents overview") is text, not an address. Home ("/") is left
 * out: a lone slash is written for many other reasons.
 */
const ADDRESSES = Object.entries({
  agents: "/agents(?![\\w/-])",
  agent: "/agents/",
  about: "/about-us(?![\\w-])",
  pricing: "/pricing(?![\\w-])",
  contact: "/contact(?![\\w-])",
  terms: "/terms-conditions(?![\\w-])",
  privacy: "/privacy-policy(?![\\w-])",
  signIn: "/signin(?![\\w-])",
  signUp: "/signup(?![\\w-])",
  forgotPassword: "/forgot-password(?![\\w-])",
  dashboard: "/dashboard(?![\\w/-])",
  dashboardAgents: "/dashboard/agents(?![\\w-])",
  dashboardRuns: "/dashboard/runs(?![\\w-])",
  dashboardRun: "/dashboard/run(?![\\w-])",
  dashboardWorkflows: "/dashboard/workflows(?![\\w-])",
  dashboardPlan: "/dashboard/plan(?![\\w-])",
  dashboardBilling: "/dashboard/billing(?![\\w/-])",
  dashboardInvoice: "/dashboard/billing/invoice(?![\\w-])",
  dashboardSettings: "/dashboard/settings(?![\\w-])",
  notFound: "/404(?![\\w-])",
  insights: "/insights(?![\\w-])",
  insightsPage: "/insights/page/",
  post: "/insights/",
  category: "/insights/category/",
  author: "/insights/author/",
  insightsFeed: "/insights/rss\\.xml",
  categoryFeed: "/insights/category/",
} satisfies Record<Exclude<keyof typeof paths, "home" | "page">, string>).map(
  ([name, address]) => [name, new RegExp(`(?:^|["'=])${address}`)] as const,
);

/**
 * Schema properties whose literals are content or text for editors, not code: the value a
 * new document starts with (content, like the bundled dataset), a field's or tab's label and
 * its help text. Schemas may not import web/ (eslint.config.js), so these stay as they are.
 */
const SCHEMA_TEXT_PROPERTIES = new Set(["initialValue", "title", "description"]);

/**
 * Files left as they are for now, and the addresses they may still write. Remove an entry
 * when its file uses paths.
 */
/** The text of every string and template literal in a file, but a schema's content and help texts. */
function literals(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(ROOT, file), "utf8"),
    ts.ScriptTarget.Latest,
  );
  const isSchema = file.startsWith("schemas/") || /^blocks\/[^/]+\/schema\.ts$/.test(file);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      isSchema &&
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      SCHEMA_TEXT_PROPERTIES.has(node.name.text)
    )
      return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** For each page, the code files that write its address. */
function filesWritingEachAddress(): Record<string, string[]> {
  const found: Record<string, string[]> = Object.fromEntries(ADDRESSES.map(([name]) => [name, []]));
  for (const file of codeFiles()) {
    const texts = literals(file);
    for (const [name, pattern] of ADDRESSES)
      if (texts.some((text) => pattern.test(text))) found[name].push(file);
  }
  return found;
}

describe("page addresses in code", () => {
  it("are written in at most two files: content/paths.ts and this test", () => {
    const tooMany = Object.entries(filesWritingEachAddress())
      .filter(([, files]) => files.length > 2)
      .map(([name, files]) => `paths.${name} (${files.length} files): ${files.join(", ")}`);
    expect(tooMany, "Use paths from content/paths.ts instead of writing the address").toEqual([]);
  });
});
