import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SanityDocumentLike } from "sanity";
import { capture } from "./tools/processes";
import { parseNdjson, toNdjson } from "#content/ndjson.ts";
import { paths } from "#content/paths.ts";

// The content scripts as `npm run` starts them. The validator loads the Studio and Sanity (seconds
// each run), so each dataset is validated once, two at a time, before the tests read the results.

const ROOT = path.resolve(import.meta.dirname, "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const SEED = path.join(ROOT, "studio", "seed", "production.ndjson");

interface Run {
  code: number;
  output: string;
}

async function runScript(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  const { code, stdout, stderr } = await capture(TSX, [path.join(ROOT, "scripts", script), ...args], {
    cwd: ROOT,
    env: { ...env, INIT_CWD: ROOT },
  });
  return { code, output: stdout + stderr };
}

const seedDocs = () => parseNdjson(readFileSync(SEED, "utf8"));

/** The bundled dataset with one document changed. */
function withChange(id: string, change: (doc: SanityDocumentLike) => void): string {
  const docs = seedDocs();
  const doc = docs.find((d) => d._id === id);
  if (!doc) throw new Error(`no document ${id} in the bundled dataset`);
  change(doc);
  return toNdjson(docs);
}

/** The bundled dataset with documents added. */
const withAdded = (...added: SanityDocumentLike[]) => toNdjson([...seedDocs(), ...added]);

const redirect = (_id: string, from: string, toUrl: string): SanityDocumentLike => ({
  _id,
  _type: "redirect",
  from,
  toUrl,
});

const datasets: Record<string, () => string> = {
  "agent without name": () => withChange("agent-content-creator", (doc) => delete doc.name),
  "price as a string": () =>
    withChange("agent-seo-specialist", (doc) => {
      (doc.plans as { price: unknown }[])[1].price = "299";
    }),
  "dangling reference": () =>
    withChange("agent-data-analyst", (doc) => {
      doc.relatedAgent = { _type: "reference", _ref: "agent-does-not-exist" };
    }),
  "broken redirects": () =>
    withAdded(
      redirect("redirect-loop-a", "/old-a", "/old-b"),
      redirect("redirect-loop-b", "/old-b", "/old-a"),
      redirect("redirect-chain", "/older-pricing", "/old-pricing"),
      redirect("redirect-old-pricing", "/old-pricing", paths.pricing),
      // The bundled dataset already redirects /privacy.
      redirect("redirect-privacy-again", "/privacy", paths.terms),
      redirect("redirect-hides-page", paths.contact, paths.about),
    ),
  // Shorter than the 300 bytes below which `sanity documents validate --file` reads nothing.
  "tiny file": () => `${JSON.stringify({ _id: "agent-x", _type: "agent", name: "X" })}\n`,
};

describe("npm run content:validate", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "content-validate-test-"));
  // The image files an exported dataset names are beside it.
  symlinkSync(path.resolve("studio/seed/images"), path.join(dir, "images"));
  const runs = new Map<string, Run>();

  beforeAll(async () => {
    const jobs: [string, string[]][] = [["bundled dataset", []]];
    for (const [name, build] of Object.entries(datasets)) {
      const file = path.join(dir, `${name.replaceAll(" ", "-")}.ndjson`);
      writeFileSync(file, build());
      jobs.push([name, [file]]);
    }
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        runs.set(job[0], await runScript("content-validate.ts", job[1]));
      }
    };
    await Promise.all([worker(), worker()]);
  }, 300_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const result = (name: string) => {
    const run = runs.get(name);
    if (!run) throw new Error(`${name} was not validated`);
    return run;
  };

  it("passes the bundled dataset, printing the warnings of the empty terms placeholders, in both languages", () => {
    const { code, output } = result("bundled dataset");
    expect(output).toContain("⚠ legal-terms-conditions (legalPage)");
    expect(output).toContain("⚠ legal-terms-conditions-es (legalPage)");
    expect(output).toContain("warning jurisdiction: Placeholder still empty");
    expect(output).toContain("warning noticeDays: Placeholder still empty");
    expect(output).toMatch(/✔ studio\/seed\/production\.ndjson: \d+ documents, 0 errors, 4 warnings/);
    expect(code).toBe(0);
  });

  it("fails on an agent without its required name, naming the document and the field", () => {
    const { code, output } = result("agent without name");
    expect(output).toMatch(
      /✖ agent-content-creator \(agent\), line \d+\n(.*\n)*? {4}error {3}name: Required/,
    );
    expect(output).toMatch(/1 error, 4 warnings/);
    expect(code).toBe(1);
  });

  it("fails on a plan price written as a string, naming the document and the field", () => {
    const { code, output } = result("price as a string");
    expect(output).toMatch(/✖ agent-seo-specialist \(agent\), line \d+/);
    expect(output).toMatch(/error {3}plans\[_key=="[^"]+"\]\.price: expected a number, got the string "299"/);
    expect(code).toBe(1);
  });

  it("fails on a reference to a document the dataset lacks, without asking the API about it", () => {
    const { code, output } = result("dangling reference");
    expect(output).toMatch(/✖ agent-data-analyst \(agent\), line \d+/);
    expect(output).toContain(
      'error   relatedAgent._ref: reference to "agent-does-not-exist", which no document has',
    );
    // The only error: the CLI validated every document offline.
    expect(output).toMatch(/\d+ documents, 1 error, 4 warnings/);
    expect(code).toBe(1);
  });

  it("fails on redirects that loop, chain, share an old address or hide a page, naming each redirect", () => {
    const { code, output } = result("broken redirects");
    const error = (id: string, field: string, message: string) =>
      new RegExp(`✖ ${id} \\(redirect\\), line \\d+\n {4}error {3}${field}: ${message}`);
    expect(output).toMatch(error("redirect-loop-a", "to", "Redirect loop: /old-a → /old-b → /old-a"));
    expect(output).toMatch(error("redirect-loop-b", "to", "Redirect loop: /old-b → /old-a → /old-b"));
    expect(output).toMatch(
      error("redirect-chain", "to", `/old-pricing is itself redirected, to ${paths.pricing}`),
    );
    expect(output).toMatch(error("redirect-privacy", "from", "Another redirect starts from /privacy too"));
    expect(output).toMatch(
      error("redirect-privacy-again", "from", "Another redirect starts from /privacy too"),
    );
    expect(output).toMatch(error("redirect-hides-page", "from", `${paths.contact} is a page of the site`));
    expect(output).toMatch(/6 errors, 4 warnings/);
    expect(code).toBe(1);
  });

  it("validates a file shorter than the CLI's header sniff", () => {
    const { code, output } = result("tiny file");
    expect(output).toContain("✖ agent-x (agent), line 1");
    expect(output).toContain("error   slug: required slug is missing");
    // From the Sanity CLI: the rules of the agent schema ran.
    expect(output).toContain("error   heroTagline: Required");
    expect(output).not.toContain("sanity documents validate validated");
    expect(code).toBe(1);
  });

  it("fails on a file without documents", async () => {
    const file = path.join(dir, "empty.ndjson");
    writeFileSync(file, "\n\n");
    const { code, output } = await runScript("content-validate.ts", [file]);
    expect(output).toContain("error   the file holds no documents");
    expect(output).toMatch(/0 documents, 1 error, 0 warnings/);
    expect(code).toBe(1);
  }, 60_000);

  it("fails, readably, on a file that does not exist", async () => {
    const { code, output } = await runScript("content-validate.ts", ["no/such/file.ndjson"]);
    expect(output).toMatch(/✖ no\/such\/file\.ndjson: ENOENT/);
    expect(code).toBe(1);
  }, 60_000);
});

describe("npm run content:push and content:pull", () => {
  const { SANITY_STUDIO_PROJECT_ID: _id, SANITY_AUTH_TOKEN: _token, ...rest } = process.env;
  const dir = mkdtempSync(path.join(os.tmpdir(), "content-transfer-test-"));
  // No project, no token, and a CLI config with no login.
  const env = { ...rest, SANITY_CLI_CONFIG_PATH: path.join(dir, "config.json") };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(["content-push.ts", "content-pull.ts"])(
    "%s refuses to run without SANITY_STUDIO_PROJECT_ID, naming the variables",
    async (script) => {
      const { code, output } = await runScript(script, [], env);
      expect(output).toContain(
        "needs a Sanity project. Not set: SANITY_STUDIO_PROJECT_ID, SANITY_AUTH_TOKEN.",
      );
      expect(output).toContain("SANITY_STUDIO_DATASET");
      expect(code).toBe(1);
    },
    30_000,
  );

  it("content:pull leaves the bundled dataset alone when the export fails", async () => {
    const before = readFileSync(SEED, "utf8");
    const { code, output } = await runScript("content-pull.ts", [], {
      ...env,
      SANITY_STUDIO_PROJECT_ID: "abc123",
    });
    expect(output).toContain("Export failed");
    expect(output).toContain("the bundled dataset is unchanged");
    expect(output).toContain("SANITY_AUTH_TOKEN is not set");
    expect(code).not.toBe(0);
    expect(readFileSync(SEED, "utf8")).toBe(before);
  }, 60_000);
});
