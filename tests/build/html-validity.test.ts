import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { nuErrors } from "../e2e/support/nu-checker";
import { CLIENT, builtFile, servedFiles } from "./support/built-site";

// Every HTML file the host serves (each page of each language, the 404 pages), checked by the
// Nu HTML checker in one run: no error. The Every block page once hydrated is checked in the
// browser (tests/e2e/every-block.spec.ts).

/** Each file by a name the checker keeps as it is: its path in the build, in letters, digits and "_". */
const files = servedFiles().map(({ file }) => ({
  file,
  name: path.relative(CLIENT, file).replace(/[^a-z0-9]+/gi, "_"),
}));

let errors: string[];

beforeAll(() => {
  errors = nuErrors(Object.fromEntries(files.map(({ file, name }) => [name, builtFile(file)])));
}, 300_000);

test("the checker ran on every served file", () => {
  expect(new Set(files.map(({ name }) => name)).size).toBe(files.length);
  expect(files.length).toBeGreaterThan(50);
});

describe.each(files)("$name", ({ name }) => {
  test("has no error for the Nu HTML checker", () => {
    expect(errors.filter((error) => error.startsWith(`${name}.html:`))).toEqual([]);
  });
});

test("the checker reported no error of any other file", () => {
  expect(errors.filter((error) => !files.some(({ name }) => error.startsWith(`${name}.html:`)))).toEqual([]);
});
