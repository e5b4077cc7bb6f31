// @vitest-environment node
import { describe, expect, it } from "vitest";
import { VALIDATED_OFFLINE } from "../../content/schemas/lib/validation";
import {
  cliInput,
  cliProblems,
  parseCliOutput,
  runFailure,
  type CliDocumentResult,
} from "./content-validation";
import type { Problem } from "./dataset-checks";

const lines = (ndjson: string) =>
  ndjson
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

describe("cliInput", () => {
  it("leaves out each _ref that names none of the documents, and says where", async () => {
    const home = { _id: "home", _type: "page" };
    const agent = {
      _id: "a",
      _type: "agent",
      ok: { _type: "reference", _ref: "home" },
      gone: { _type: "reference", _ref: "agent-gone" },
      list: [{ _key: "k1", _type: "reference", _ref: "agent-gone" }],
      image: { _type: "image", asset: { _type: "reference", _ref: "image-abc-1x1-png" }, alt: "A" },
    };
    const { ndjson, strippedRefs } = await cliInput([agent, home]);
    expect(lines(ndjson)).toEqual([
      {
        _id: "a",
        _type: "agent",
        ok: { _type: "reference", _ref: "home" },
        gone: { _type: "reference" },
        list: [{ _key: "k1", _type: "reference" }],
        image: { _type: "image", asset: { _type: "reference" }, alt: "A" },
      },
      home,
    ]);
    expect(strippedRefs).toEqual(new Map([["a", ["gone", 'list[_key=="k1"]', "image.asset"]]]));
  });

  it("ends a short file with spaces after its last JSON text, up to the 300 bytes the CLI reads", async () => {
    const { ndjson } = await cliInput([{ _id: "a", _type: "agent" }]);
    expect(Buffer.byteLength(ndjson)).toBe(300);
    expect(ndjson).toMatch(/^\{"_id":"a","_type":"agent"\} +\n$/);
    expect(lines(ndjson)).toEqual([{ _id: "a", _type: "agent" }]);
  });

  it("leaves a long enough file as it is", async () => {
    const long = { _id: "a".repeat(400), _type: "agent" };
    expect((await cliInput([long])).ndjson).toBe(`${JSON.stringify(long)}\n`);
  });
});

describe("parseCliOutput", () => {
  it("reads the result lines and skips anything else", () => {
    const result = {
      documentId: "a",
      documentType: "agent",
      level: "error",
      markers: [{ level: "error", message: "Required", path: ["name"] }],
      revision: "r1",
    };
    const stdout = `Loading…\n${JSON.stringify(result)}\n{broken\n{"other":1}\n`;
    expect(parseCliOutput(stdout)).toEqual([
      { documentId: "a", documentType: "agent", level: "error", markers: result.markers },
    ]);
  });
});

const result = (documentId: string, documentType: string, markers: CliDocumentResult["markers"]) => ({
  documentId,
  documentType,
  level: markers.some((m) => m.level === "error") ? "error" : "warning",
  markers,
});

describe("runFailure", () => {
  const receipt = { level: "info", message: VALIDATED_OFFLINE, path: [] };
  const documents = ["a", "b", "c", "d", "e", "f", "g"].map((_id) => ({ _id, _type: "agent" }));

  it("names the documents the CLI printed no result for", () => {
    const printed = ["a", "c", "d", "e", "f", "g"].map((id) => result(id, "agent", [receipt]));
    expect(runFailure(printed, documents, 0)).toBe(
      "validated 6 of the 7 documents (exit code 0); not validated: b",
    );
    expect(runFailure([], documents, 0)).toBe(
      "validated 0 of the 7 documents (exit code 0); not validated: a, b, c, d, e and 2 more",
    );
  });

  it("reports a failing exit code without an error in the results", () => {
    const printed = documents.map(({ _id }) => result(_id, "agent", [receipt]));
    expect(runFailure(printed, documents, 1)).toBe("failed (exit code 1) without reporting an error");
    const withError = [
      ...printed,
      result("a", "agent", [{ level: "error", message: "Required", path: ["name"] }]),
    ];
    expect(runFailure(withError, documents, 1)).toBeUndefined();
    expect(runFailure(printed, documents, 0)).toBeUndefined();
  });
});

describe("cliProblems", () => {
  it("turns markers into problems with the document's line and a readable path", () => {
    const problems = cliProblems(
      [
        result("a", "agent", [
          { level: "error", message: "Required", path: ["name"] },
          { level: "warning", message: "Too long", path: ["plans", { _key: "k" }, "name"] },
          { level: "info", message: "fyi", path: [] },
        ]),
      ],
      [],
      new Map(),
      new Map([["a", 3]]),
    );
    expect(problems).toEqual([
      { level: "error", documentId: "a", documentType: "agent", line: 3, path: "name", message: "Required" },
      {
        level: "warning",
        documentId: "a",
        documentType: "agent",
        line: 3,
        path: 'plans[_key=="k"].name',
        message: "Too long",
      },
    ]);
  });

  it("leaves out receipts, what the dataset checks already report and what the left-out _refs cause", () => {
    const own: Problem[] = [
      {
        level: "error",
        documentId: "a",
        documentType: "agent",
        path: "slug",
        message: "required slug is missing",
      },
      { level: "error", documentId: "a", documentType: "agent", path: "order", message: "expected a number" },
    ];
    const problems = cliProblems(
      [
        result("a", "agent", [
          // The CLI of @sanity/cli 6.7 raises document-level rules to warnings.
          { level: "warning", message: VALIDATED_OFFLINE, path: [] },
          { level: "warning", message: "Required", path: ["slug"] },
          { level: "error", message: "Required", path: ["slug", "current"] },
          { level: "error", message: 'Expected type "Number", got "String"', path: ["order"] },
          { level: "error", message: "Must be a reference to a document", path: ["related"] },
          { level: "error", message: "Required", path: ["orderNote"] },
        ]),
      ],
      own,
      new Map([["a", ["related"]]]),
      new Map(),
    );
    expect(problems.map((p) => [p.documentId, p.path, p.message])).toEqual([["a", "orderNote", "Required"]]);
  });
});
