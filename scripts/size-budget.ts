import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderedPages } from "./lib/prerendered-html";

// What each prerendered page loads first, against a budget: the JavaScript its HTML asks
// for (module preloads, script tags and the modules its inline scripts import) with every
// module those import statically, gzipped; and its render-blocking stylesheets. Bytes are
// deterministic, so this is a test. Code loaded by import() after the first paint is not
// counted. Usage: tsx scripts/size-budget.ts   (every prerendered page of the build)
const KB = 1024;
const BUDGET = { gzip: 110 * KB, files: 10, stylesheets: 1 }; // React + React Router: 105 KB

const client = path.resolve(process.env.BUILD_DIR || "build", "client");

const unique = (values: string[]) => [...new Set(values)];

/** The scripts and stylesheets a page's HTML asks for itself. */
function askedFor(html: string) {
  const scripts = unique([
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import(?:\(|\s+(?:[^"]*?from\s*)?)"(\/[^"]+\.js)"/g)].map((m) => m[1]),
  ]);
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  return { scripts, stylesheets };
}

/** The modules a built module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
const staticImports = (code: string) =>
  [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]);

/** `scripts` and, transitively, everything they import statically: what runs before hydration. */
function withStaticImports(scripts: string[]): string[] {
  const seen = new Set<string>();
  const visit = (src: string) => {
    if (seen.has(src)) return;
    seen.add(src);
    const code = readFileSync(path.join(client, src), "utf8");
    for (const imported of staticImports(code)) visit(path.posix.join(path.posix.dirname(src), imported));
  };
  scripts.forEach(visit);
  return [...seen];
}

function measure(route: string) {
  const html = readFileSync(path.join(client, route, "index.html"), "utf8");
  const { scripts, stylesheets } = askedFor(html);
  const files = withStaticImports(scripts).map((src) => readFileSync(path.join(client, src)));
  return {
    files: files.length,
    gzip: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0),
    stylesheets: stylesheets.length,
  };
}

let over = 0;
for (const route of prerenderedPages(client).sort()) {
  const { files, gzip, stylesheets } = measure(route);
  const ok = gzip <= BUDGET.gzip && files <= BUDGET.files && stylesheets <= BUDGET.stylesheets;
  if (!ok) over++;
  console.log(
    `${ok ? "ok  " : "OVER"} ${route.padEnd(30)} ${(gzip / KB).toFixed(1).padStart(6)} KB gzip in ${String(files).padStart(2)} files, ${stylesheets} stylesheet${stylesheets === 1 ? "" : "s"}`,
  );
}
console.log(
  `budget per page: ${BUDGET.gzip / KB} KB gzip of JavaScript in at most ${BUDGET.files} files, at most ${BUDGET.stylesheets} render-blocking stylesheet`,
);
process.exit(over ? 1 : 0);
