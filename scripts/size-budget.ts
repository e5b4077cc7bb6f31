import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// Gzipped JavaScript each prerendered page loads first (its module preloads), against a
// budget. Bytes are deterministic, so this is a test, not a benchmark.
// Usage: tsx scripts/size-budget.ts          (every page in the budget table)
const KB = 1024;
const DEFAULT_BUDGET = 135 * KB; // React + React Router alone are about 106 KB
const BUDGETS: Record<string, number> = {
  "/terms-conditions": 160 * KB, // the gallery's Swiper and the image URL builder
};
const PAGES = [
  "/",
  "/agents",
  "/agents/data-analyst",
  "/about-us",
  "/pricing",
  "/contact",
  "/terms-conditions",
  "/privacy-policy",
  "/signin",
  "/signup",
  "/forgot-password",
  "/dashboard",
  "/404",
];

const client = path.resolve(process.env.BUILD_DIR || "build", "client");

function firstLoadBytes(route: string) {
  const html = readFileSync(path.join(client, route, "index.html"), "utf8");
  const scripts = [
    ...new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])),
  ];
  const files = scripts.map((src) => readFileSync(path.join(client, src)));
  return {
    files: files.length,
    raw: files.reduce((sum, file) => sum + file.length, 0),
    gzip: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0),
  };
}

let over = 0;
for (const route of PAGES) {
  const { files, raw, gzip } = firstLoadBytes(route);
  const budget = BUDGETS[route] ?? DEFAULT_BUDGET;
  const ok = gzip <= budget;
  if (!ok) over++;
  console.log(
    `${ok ? "ok  " : "OVER"} ${route.padEnd(22)} ${String(files).padStart(2)} files ${(raw / KB).toFixed(1).padStart(6)} KB raw ${(gzip / KB).toFixed(1).padStart(6)} KB gzip (budget ${budget / KB} KB)`,
  );
}
process.exit(over ? 1 : 0);
