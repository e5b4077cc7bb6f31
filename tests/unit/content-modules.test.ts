import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "#schemas/index.ts";
import * as fragments from "#content/fragments.ts";
import * as queries from "#content/queries.ts";
import { blockSchemas } from "#blocks/registry.ts";

// docs/content-modules.md maps every content type to its schema, fragment, result type,
// component and pages. This keeps the map true: a new type needs a row, and a renamed file,
// fragment or type breaks the test until the map follows.
const root = path.resolve(import.meta.dirname, "../..");
const map = readFileSync(path.join(root, "docs/content-modules.md"), "utf8");
const contentTypes = readFileSync(path.join(root, "content/contentTypes.ts"), "utf8");

/** Each table row: the type in its first cell, and every `code` span in the row. */
const rows = map
  .split("\n")
  .filter((line) => /^\| `\w+`/.test(line))
  .map((line) => {
    const spans = [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    return { type: spans[0], spans: spans.slice(1) };
  });

const spans = rows.flatMap((row) => row.spans);

describe("the content-module map (docs/content-modules.md)", () => {
  // The page builder's blocks are found by their folder instead (blocks/registry.test.ts).
  it("has one row for every schema type but the blocks", () => {
    const blocks = new Set(blockSchemas.map((block) => block.name));
    const types = schemaTypes.map((type) => type.name).filter((name) => !blocks.has(name));
    expect(rows.map((row) => row.type).sort()).toEqual(types.sort());
  });

  it("names the schema file of each type after the type", () => {
    for (const row of rows) {
      expect(row.spans[0], row.type).toMatch(
        new RegExp(`^schemas/(objects|documents|singletons)/${row.type}\\.ts$`),
      );
    }
  });

  it("names files that exist", () => {
    const files = spans.filter((span) => span.includes("/"));
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it("names fragments, queries and result types that exist", () => {
    const missing = spans.filter((span) => {
      if (span.endsWith("Fragment")) return !(span in fragments);
      if (span.endsWith("Query")) return !(span in queries);
      if (/(Content|Labels)$/.test(span)) return !new RegExp(`export type ${span}\\b`).test(contentTypes);
      return false;
    });
    expect(missing).toEqual([]);
  });

  it("lists every fragment", () => {
    const fragmentNames = Object.keys(fragments).filter((name) => name.endsWith("Fragment"));
    expect(fragmentNames.filter((name) => !spans.includes(name))).toEqual([]);
  });
});
