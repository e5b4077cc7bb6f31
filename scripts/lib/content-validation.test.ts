// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  cliInput,
  cliProblems,
  END_MARKER_ID,
  parseCliOutput,
  PLACEHOLDER_TYPE,
  type CliDocumentResult,
} from "./content-validation";
import type { ParsedLine, Problem } from "./dataset-checks";

const parsed = (line: number, doc: { _id: string; _type: string }): ParsedLine => ({
  line,
  text: JSON.stringify(doc),
  doc,
});

describe("cliInput", () => {
  it("keeps the documents as written, adds stand-ins and the end marker last, padded to 300 bytes", () => {
    const text = cliInput([parsed(1, { _id: "a", _type: "agent" })], ["gone"]);
    expect(Buffer.byteLength(text)).toBeGreaterThanOrEqual(300);
    const lines = text.split("\n").filter(Boolean);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { _id: "a", _type: "agent" },
      { _id: "gone", _type: PLACEHOLDER_TYPE },
      { _id: END_MARKER_ID, _type: PLACEHOLDER_TYPE },
    ]);
  });

  it("does not pad a file that is long enough", () => {
    const long = parsed(1, { _id: "a".repeat(400), _type: "agent" });
    expect(cliInput([long], [])).toBe(
      `${long.text}\n${JSON.stringify({ _id: END_MARKER_ID, _type: PLACEHOLDER_TYPE })}\n`,
    );
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

describe("cliProblems", () => {
  const result = (documentId: string, documentType: string, markers: CliDocumentResult["markers"]) => ({
    documentId,
    documentType,
    level: markers.some((m) => m.level === "error") ? "error" : "warning",
    markers,
  });

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

  it("leaves out stand-ins, unknown types and what the dataset checks already report", () => {
    const own: Problem[] = [
      {
        level: "error",
        documentId: "a",
        documentType: "agent",
        path: "slug",
        message: "required slug is missing",
      },
      { level: "error", documentId: "a", documentType: "agent", path: "order", message: "expected a number" },
      { level: "error", documentId: "m", documentType: "mystery", path: "_type", message: "unknown" },
    ];
    const problems = cliProblems(
      [
        result("a", "agent", [
          { level: "warning", message: "Required", path: ["slug"] },
          { level: "error", message: "Required", path: ["slug", "current"] },
          { level: "error", message: 'Expected type "Number", got "String"', path: ["order"] },
          { level: "error", message: "Required", path: ["orderNote"] },
        ]),
        result("m", "mystery", [{ level: "warning", message: "Could not find schema type", path: [] }]),
        result(END_MARKER_ID, PLACEHOLDER_TYPE, [{ level: "warning", message: "no type", path: [] }]),
      ],
      own,
      new Map(),
    );
    expect(problems.map((p) => [p.documentId, p.path, p.message])).toEqual([["a", "orderNote", "Required"]]);
  });
});
