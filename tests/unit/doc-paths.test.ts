import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Every repository path that README.md, docs/ or a code comment names must exist (issue 47).
const ROOT = path.resolve(import.meta.dirname, "../..");
const tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((file) => file && existsSync(path.join(ROOT, file)));

const GENERATED = new Set([
  "content/sanity.types.ts",
  "web/shared/api/openapi.d.ts",
  "web/shared/api/openapiReplies.ts",
]);
const docs = tracked.filter((file) => file === "README.md" || /^docs\/.*\.md$/.test(file));
const sources = tracked.filter(
  (file) =>
    /\.(tsx?|js|css)$/.test(file) &&
    !GENERATED.has(file) &&
    (/^(web|content|schemas|blocks|studio|scripts|tests|backend)\//.test(file) || !file.includes("/")),
);

const escape = (text: string) => text.replace(/[.+]/g, "\\$&");
const topFiles = tracked.filter((file) => !file.includes("/") && /.\./.test(file)).map(escape);
const ROOTS = String.raw`web content schemas blocks studio scripts tests backend docs \.ci \.github`.split(
  " ",
);
// A path starts a word (not after "/", so not inside a URL, "~/" or "@content/"), or is relative
// ("./", "../"); what follows it tells a glob, a placeholder or an elision, which are not checked.
const TOKEN = new RegExp(
  String.raw`(?<![\w./~@:-])((?:\.\.?/)+[\w.@+/-]*|(?:${ROOTS.join("|")})/[\w.@+/-]*|(?:${topFiles.join("|")})(?![\w.-]))([*{}<>$[\]…]?)`,
  "g",
);
// Build outputs and what is not ours.
const SKIPPED = /^(build|studio\/dist|\.cache|node_modules|test-results|\.\.)(\/|$)/;
// Example names, as in `import "./x.js"` or "route modules `web/routes/kebab-case.tsx`".
const PLACEHOLDER = /(^|\/)([a-z]|kebab-case)\.[a-z]+$/;
// Comments of a source file; string literals are matched first so that "https://…" or a glob
// like "scripts/*.ts" does not open one.
const COMMENTS = /"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`|(\/\*[\s\S]*?\*\/|\/\/.*)/g;

const commentsOf = (text: string) => [...text.matchAll(COMMENTS)].map((match) => match[1] ?? "").join("\n");
const exists = (file: string) =>
  ["", ".ts", ".tsx", ".js"].some((extension) => existsSync(path.join(ROOT, file + extension)));

function missingPaths(file: string, text: string) {
  const missing = new Set<string>();
  for (const [, token, next] of text.matchAll(TOKEN)) {
    if (next) continue;
    const name = token.replace(/[.,;:)'`"]+$/, "");
    if (PLACEHOLDER.test(name) || name.replace(/^[./]+/, "") === "") continue;
    // A relative path is read from the file's folder; one that leaves the repository (a doc
    // quoting an import specifier) is not checked.
    const relative = /^\.\.?\//.test(name);
    const resolved = relative ? path.relative(ROOT, path.resolve(ROOT, path.dirname(file), name)) : name;
    if (!SKIPPED.test(resolved) && !exists(resolved)) missing.add(`${file}: ${name}`);
  }
  return [...missing];
}

it("names only paths that exist, in the docs and in code comments", () => {
  const text = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
  const missing = [
    ...docs.flatMap((file) => missingPaths(file, text(file))),
    ...sources.flatMap((file) => missingPaths(file, commentsOf(text(file)))),
  ];
  expect(missing).toEqual([]);
});

it("lists the real top-level layout in the README's layout block", () => {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const block = /## Project layout\s+```\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  // Entries start a line (top level) or are indented by two (inside the last top-level folder);
  // deeper lines continue a description.
  const entries: string[] = [];
  let parent = "";
  for (const [, indent, entry] of block.matchAll(/^( {0,2})(\S+)/gm)) {
    const name = entry.replace(/<.*$/, "");
    if (indent) entries.push(parent + name);
    else entries.push((parent = name));
  }
  expect(entries.length).toBeGreaterThan(10);
  expect(entries.filter((entry) => !existsSync(path.join(ROOT, entry)))).toEqual([]);
  const folders = new Set(
    tracked.filter((file) => /^[^.][^/]*\//.test(file)).map((file) => file.split("/")[0]),
  );
  const listed = new Set(entries.map((entry) => entry.split("/")[0]));
  expect([...folders].filter((folder) => !listed.has(folder))).toEqual([]);
});
