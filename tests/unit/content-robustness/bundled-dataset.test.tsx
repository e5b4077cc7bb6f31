// Content cannot break the site (./cases.ts): every page on the bundled dataset.
import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { bundledCases, subjects } from "./cases";
import { testCases } from "./render";

testCases(bundledCases);

test("each group of documents the sweep varies has its test file here", () => {
  const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith(".test.tsx"));
  expect(files.sort()).toEqual(
    ["bundled-dataset", ...Object.keys(subjects)].map((name) => `${name}.test.tsx`).sort(),
  );
});
