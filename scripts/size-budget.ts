import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// What each prerendered page loads first, against a budget: the JavaScript its HTML asks
// for (module preloads, script tags and the modules its inline scripts import), gzipped,
// and its render-blocking stylesheets. Bytes are deterministic, so this is a test.
// Usage: tsx scripts/size-budget.ts          (every prerendered page of the build)
const KB = 1024;
export const BUDGET = { gzip: 110 * KB, files: 10, stylesheets: 1 }; // React + React Router: 105 KB

const client = path.resolve(process.env.BUILD_DIR || "build", "client");

/** Every prerendered page of the build, as its path. */
function prerenderedPages(dir = client): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : prerenderedPages(full);
    if (entry.name !== "index.html") return [];
    return ["/" + path.relative(client, dir).split(path.sep).join("/")];
  });
}

const unique = (values: string[]) => [...new Set(values)];

export function firstLoad(html: string) {
  const scripts = unique([
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import(?:\(| [^"]*from )"(\/[^"]+\.js)"/g)].map((m) => m[1]),
  ]);
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  return { scripts, stylesheets };
}

function measure(route: string) {
  const html = readFileSync(path.join(client, route, "index.html"), "utf8");
  const { scripts, stylesheets } = firstLoad(html);
  const files = scripts.map((src) => readFileSync(path.join(client, src)));
  return {
    files: files.length,
    gzip: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0),
    stylesheets: stylesheets.length,
  };
}

let over = 0;
for (const route of prerenderedPages().sort()) {
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
