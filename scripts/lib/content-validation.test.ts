// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseNdjson, toNdjson } from "../../content/ndjson";
import { studioWorkspace, validateDataset } from "./content-validation";
import type { Problem } from "./dataset-checks";

// Sanity's own validation (validateDocument, in this process) next to the dataset checks, on the
// bundled dataset with a document changed.

const workspace = await studioWorkspace();
const seed = parseNdjson(readFileSync("studio/seed/production.ndjson", "utf8"));

/** The bundled dataset with one document changed, validated. */
async function problemsWith(id: string, change: (doc: Record<string, unknown>) => void) {
  const docs = structuredClone(seed);
  const doc = docs.find((candidate) => candidate._id === id);
  if (!doc) throw new Error(`no document ${id} in the bundled dataset`);
  change(doc);
  return (await validateDataset(toNdjson(docs), workspace)).problems;
}
const of = (id: string, problems: Problem[]) =>
  problems.filter((p) => p.documentId === id).map((p) => [p.level, p.path, p.message]);

// Each validates the whole bundled dataset: seconds on a busy machine.
describe("validateDataset", { timeout: 60_000 }, () => {
  it("passes the bundled dataset, with Sanity's two warnings of the empty terms placeholders", async () => {
    const { problems, documentCount } = await validateDataset(
      readFileSync("studio/seed/production.ndjson", "utf8"),
      workspace,
    );
    expect(documentCount).toBe(seed.length);
    expect(problems.map((p) => [p.documentId, p.level, p.path, p.message])).toEqual([
      [
        "legal-terms-conditions",
        "warning",
        "jurisdiction",
        "Placeholder still empty: the page shows [jurisdiction]",
      ],
      [
        "legal-terms-conditions",
        "warning",
        "noticeDays",
        "Placeholder still empty: the page shows [notice days]",
      ],
    ]);
  });

  it("reports the schemas' rules: a required field, a custom rule, with the document's line", async () => {
    const problems = await problemsWith("agent-content-creator", (doc) => {
      delete doc.name;
      doc.plans = (doc.plans as object[]).slice(0, 2);
    });
    expect(of("agent-content-creator", problems)).toEqual([
      ["error", "name", "Required"],
      ["error", "plans", "Must have exactly 3 items"],
    ]);
    const line = seed.findIndex((doc) => doc._id === "agent-content-creator") + 1;
    const lines = problems.filter((p) => p.documentId === "agent-content-creator").map((p) => p.line);
    expect(lines).toEqual([line, line]);
  });

  it("reports a value whose JSON type is not its field's, with the field path, and nothing else about it", async () => {
    const problems = await problemsWith("agent-seo-specialist", (doc) => {
      const plans = doc.plans as Record<string, unknown>[];
      Object.assign(doc, { name: 42, order: "2", icon: 3, capabilities: "x", seo: "Contact us" });
      // The popular plan's: a second truthy `popular` would break the rule of one popular plan.
      plans[1].popular = "yes";
      plans[1].price = "299";
      delete plans[2]._key;
      plans[2].price = false;
    });
    const errors = of("agent-seo-specialist", problems).filter(([level]) => level === "error");
    expect(errors.map(([, path, message]) => [path, message]).sort()).toEqual(
      [
        ["name", "expected a string, got the number 42"],
        ["order", 'expected a number, got the string "2"'],
        ['plans[_key=="1fcda0a2cc02"].popular', 'expected a boolean, got the string "yes"'],
        ["icon", "expected a string, got the number 3"],
        ["capabilities", 'expected an array, got the string "x"'],
        ['plans[_key=="1fcda0a2cc02"].price', 'expected a number, got the string "299"'],
        ["plans[2].price", "expected a number, got the boolean false"],
        ["seo", 'expected an object, got the string "Contact us"'],
      ].sort(),
    );
    // Nothing more about those fields: not the icon's unknown value, not the price's "greater than 0".
    expect(of("agent-seo-specialist", problems)).toHaveLength(errors.length);
  });

  it("says nothing more where the dataset checks found an error: a missing slug, a reference to no document", async () => {
    const problems = await problemsWith("agent-data-analyst", (doc) => {
      delete doc.slug;
      doc.relatedAgent = { _type: "reference", _ref: "agent-does-not-exist" };
    });
    // Sanity would add slug.current "Required" and "Field 'relatedAgent' does not exist on type 'agent'".
    expect(of("agent-data-analyst", problems)).toEqual([
      ["error", "relatedAgent._ref", 'reference to "agent-does-not-exist", which no document has'],
      ["error", "slug", "required slug is missing"],
    ]);
  });

  it("leaves a document of no type of the schema to the dataset checks", async () => {
    const { problems } = await validateDataset(
      toNdjson([{ _id: "m", _type: "mystery" }, ...seed]),
      workspace,
    );
    expect(of("m", problems)).toEqual([["error", "_type", '"mystery" is not a document type of the schema']]);
  });

  it("reports a file without documents, and its lines that are none", async () => {
    expect((await validateDataset("\n[1]\n", workspace)).problems.map((p) => [p.line, p.message])).toEqual([
      [2, "not a JSON object but an array"],
      [undefined, "the file holds no documents"],
    ]);
  });
});
