import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "../../scripts/tools/chromium";
import { INTERACTIONS, measureInteraction } from "./interaction-timing";
import { runLighthouse, type Figures, type Run } from "./lighthouse-figures";
import { measureNavigation, navbarDestinations, type Throttling } from "./navigation-timing";
import { measureWeight, type PageWeight } from "./page-weight";
import { signInDemoCustomer } from "./signed-in";
import { startEmulators } from "../../scripts/tools/emulators";
import { AUTH_EMULATOR_URL, FIREBASE_PROJECT_ID, LOCAL_API_KEY } from "../../scripts/tools/local-firebase";
import { addDemoCustomer, STAND_IN_URL, startLocalBackend } from "../../backend/local";
import type { StandInBackend } from "../../backend/stand-in";
import { bin, run } from "../../scripts/tools/processes";
import { localizedPath } from "#content/languages.ts";
import { paths } from "#content/paths.ts";
import { parseSeedDataset } from "#content/seedDataset.ts";
import { seedFilePath } from "#web/shared/sanity/seedFile.server.ts";

// The speed benchmark of a local build served as `npm start` serves it (the Hosting emulator
// with the build's firebase.json, gzip included). A benchmark, not a test: times on a shared
// machine vary, so it prints medians and asserts nothing. Four tables:
// - Lighthouse, mobile defaults (simulated Slow 4G, 4x CPU), a fresh Chromium per run:
//   performance figures and the accessibility score of the page as loaded.
// - Interaction to Next Paint: five interactions, each on a fresh page load at 4x CPU.
// - Page weight at 375 px: bytes and requests at the load event, with the page's own parts, and
//   after idle (prefetches included).
// - Navigation: click to the next page's <h1> after a 300 ms hover (navigation-timing.ts).
// Usage: npm run perf [-- [--runs N] [--no-build] [--only lighthouse|inp|weight|navigation] [--slow-only] [--signed-in] [/page ...]]
//   Pages given replace the Lighthouse and weight tables' pages, and keep the navigation table to those destinations. --signed-in: a build for the local
//   stand-in backend, the Auth emulator and the demo customer, signed in before each Lighthouse run
//   (the client area's pages; the Lighthouse table only, /dashboard unless pages are given).
const TABLES = ["lighthouse", "inp", "weight", "navigation"] as const;
type Table = (typeof TABLES)[number];

/** The slug of the newest post of the dataset the build reads (its first by id on a tie). */
function newestPostSlug(): string | undefined {
  const seedFile = seedFilePath();
  const posts = parseSeedDataset(readFileSync(seedFile, "utf8"), seedFile)
    .filter((doc) => doc._type === "post")
    .map((doc) => ({
      id: doc._id,
      slug: (doc.slug as { current?: string })?.current,
      at: String(doc.publishedAt),
    }))
    .filter((post) => post.slug)
    .sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id));
  return posts[0]?.slug;
}
const newestPost = newestPostSlug();
const LIGHTHOUSE_PAGES = [
  "/",
  paths.pricing,
  paths.agent("data-analyst"),
  paths.contact,
  paths.terms,
  paths.insights,
  ...(newestPost ? [paths.post(newestPost)] : []),
  localizedPath(paths.pricing, "es"),
  paths.agent("data-analyst", "es"),
];
const WEIGHT_PAGES = ["/", paths.pricing, paths.insights];
/** The navigation table times every navbar destination from these pages. */
const NAVIGATION_FROM = ["/", paths.pricing];
const INP_TARGET_MS = 100;

const { values: options, positionals: pages } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "no-build": { type: "boolean", default: false },
    only: { type: "string" },
    "signed-in": { type: "boolean", default: false },
    "slow-only": { type: "boolean", default: false },
  },
  allowPositionals: true,
});
const runs = Number(options.runs);
// --slow-only: the navigation table on Slow 4G and 4x CPU alone (the figure the budget is about).
const THROTTLINGS: Throttling[] = options["slow-only"] ? ["slow-4g"] : ["none", "slow-4g"];
const THROTTLING_NAMES: Record<Throttling, string> = { none: "no throttling", "slow-4g": "Slow 4G, 4x CPU" };
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number, not ${options.runs}`);
if (options.only && !TABLES.includes(options.only as Table))
  throw new Error(`--only takes one of ${TABLES.join(", ")}, not ${options.only}`);
const signedIn = options["signed-in"];
const wanted = (table: Table) =>
  signedIn ? table === "lighthouse" : !options.only || options.only === table;
const skipBuild = options["no-build"];
const port = Number(process.env.PERF_PORT || 5090);
const ofRuns = runs === 1 ? "1 run" : `median of ${runs} runs`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each figure's median over the runs. */
function medianFigures(results: Figures[]): Figures {
  const keys = Object.keys(results[0]) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))])) as Figures;
}

/** A table of the benchmark: what it shows, its columns and its rows (Markdown). */
type Printed = { caption: string; columns: string[]; rows: string[] };

function print({ caption, columns, rows }: Printed) {
  console.log(`\n${caption}\n\n| ${columns.join(" | ")} |\n|${" --- |".repeat(columns.length)}`);
  for (const row of rows) console.log(row);
}

/** Measures a table in a Chromium of its own, then prints it. */
async function inChromium(chromePath: string, measure: (browser: Browser) => Promise<Printed>) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    print(await measure(browser));
  } finally {
    await browser.close();
  }
}

const lighthouseRow = (label: string, f: Figures) =>
  `| ${label} | ${f.score} | ${f.accessibility} | ${f.fcp.toFixed(2)} s | ${f.lcp.toFixed(2)} s | ${Math.round(f.tbt)} ms | ${Math.round(f.longest)} ms | ${f.cls.toFixed(3)} | ${f.kb.toFixed(1)} KB | ${f.jsKb.toFixed(1)} KB in ${f.scripts} |`;

async function lighthouseTable(baseUrl: string, chromePath: string) {
  const all: Record<string, Run[]> = {};
  const defaultPages = signedIn ? [paths.dashboard] : LIGHTHOUSE_PAGES;
  for (const route of pages.length ? pages : defaultPages) {
    all[route] = [];
    for (let i = 0; i < runs; i++) {
      const prepare = signedIn ? signInDemoCustomer(baseUrl) : undefined;
      const result = await runLighthouse(`${baseUrl}${route}`, chromePath, prepare);
      // A run Lighthouse could not finish (no paint recorded) is shown but left out of the median.
      const finished = Number.isFinite(result.figures.fcp);
      if (finished) all[route].push(result);
      const failed = result.failedAccessibilityAudits;
      console.log(
        `  ${route} run ${i + 1}: ${lighthouseRow("", result.figures).slice(4, -2)}${finished ? "" : " (not counted)"}${failed.length ? ` accessibility failed: ${failed.join(", ")}` : ""}`,
      );
    }
  }
  print({
    caption: `Lighthouse, ${ofRuns}, mobile defaults: performance and accessibility scores (as loaded, unscrolled), FCP, LCP, TBT, longest task after FCP, CLS, bytes, JavaScript`,
    columns: ["page", "perf", "a11y", "FCP", "LCP", "TBT", "longest task", "CLS", "transfer", "JavaScript"],
    rows: Object.entries(all).map(([route, results]) =>
      results.length
        ? lighthouseRow(route, medianFigures(results.map((r) => r.figures)))
        : `| ${route} | no finished run |`,
    ),
  });
  const file = path.join(tmpdir(), `perf-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(all, null, 2));
  console.log(`\nEvery run: ${file}`);
}

async function interactionTable(baseUrl: string, browser: Browser): Promise<Printed> {
  const rows: string[] = [];
  for (const interaction of INTERACTIONS) {
    const results: number[] = [];
    for (let i = 0; i < runs; i++) results.push(await measureInteraction(browser, baseUrl, interaction));
    console.log(`  ${interaction.name}: ${results.map((ms) => `${ms} ms`).join(", ")}`);
    const ms = median(results);
    rows.push(
      `| ${interaction.name} | ${interaction.path} | ${interaction.viewport.width} px | ${ms} ms | ${Math.min(...results)}-${Math.max(...results)} ms | ${ms <= INP_TARGET_MS ? "yes" : "no"} |`,
    );
  }
  return {
    caption: `Interaction to Next Paint at 4x CPU, after hydration, ${ofRuns} (each a fresh page load), target ≤ ${INP_TARGET_MS} ms`,
    columns: ["interaction", "page", "width", "INP", "range", `≤ ${INP_TARGET_MS} ms`],
    rows,
  };
}

async function weightTable(baseUrl: string, browser: Browser): Promise<Printed> {
  const rows: string[] = [];
  for (const route of pages.length ? pages : WEIGHT_PAGES) {
    const results: PageWeight[] = [];
    for (let i = 0; i < runs; i++) results.push(await measureWeight(browser, baseUrl + route));
    const of = (pick: (w: PageWeight) => number) => median(results.map(pick));
    const [load, own, idle] = (["atLoad", "ownParts", "afterIdle"] as const).map((when) => ({
      bytes: of((w) => w[when].bytes),
      requests: of((w) => w[when].requests),
    }));
    const cell = (w: { bytes: number; requests: number }) => `${kb(w.bytes)} in ${w.requests}`;
    console.log(
      `  ${route}: ${results.map((w) => `${kb(w.atLoad.bytes)} → ${kb(w.ownParts.bytes)} → ${kb(w.afterIdle.bytes)}`).join(", ")}`,
    );
    rows.push(
      `| ${route} | ${cell(load)} | ${cell(own)} | ${cell(idle)} | ${(idle.bytes / load.bytes).toFixed(2)}× | ${(idle.bytes / own.bytes).toFixed(2)}× |`,
    );
  }
  return {
    caption: `Page weight at 375 px, no cache, bytes as transferred (gzipped by the host) and requests: at the load event; with the page's own parts, those loaded after its first paint included (every request before the first prefetch); and 3 s after the network went idle, prefetches included. ${ofRuns}`,
    columns: ["page", "at load", "own parts", "after idle", "after idle / at load", "after idle / own parts"],
    rows,
  };
}

async function navigationTable(baseUrl: string, browser: Browser): Promise<Printed> {
  const rows: string[] = [];
  const navigations = [];
  for (const from of NAVIGATION_FROM)
    for (const to of await navbarDestinations(browser, baseUrl, from))
      if (!pages.length || pages.includes(to)) navigations.push({ from, to });
  // Each destination's heading, and where a visitor lands, read once (both pages lead to most).
  const landings = new Map<string, Promise<{ heading: string; landed: string }>>();
  const land = async (to: string) => {
    const page = await browser.newPage();
    await page.goto(baseUrl + to);
    const heading = (await page.locator("h1").first().textContent())?.trim() ?? "";
    const landed = new URL(page.url()).pathname;
    await page.close();
    return { heading, landed };
  };
  for (const { from, to } of navigations) {
    if (!landings.has(to)) landings.set(to, land(to));
    const { heading, landed } = await landings.get(to)!;
    // An account page a visitor is sent on from (the dashboard's guard): not a page to time.
    if (landed !== to) {
      console.log(`  ${from} -> ${to}: skipped, a visitor lands on ${landed}`);
      continue;
    }
    const cells: string[] = [];
    for (const throttling of THROTTLINGS) {
      const results = [];
      for (let i = 0; i < runs; i++)
        results.push(await measureNavigation(browser, baseUrl, { from, to, heading }, throttling));
      console.log(
        `  ${from} -> ${to}, ${throttling}: ${results.map((r) => `${Math.round(r.ms)} ms`).join(", ")}`,
      );
      cells.push(`${Math.round(median(results.map((r) => r.ms)))} ms`);
    }
    rows.push(`| ${from} → ${to} | ${cells.join(" | ")} |`);
  }
  return {
    caption: `Navigation to every navbar destination, click to the next page's <h1> after a 300 ms hover, ${ofRuns}`,
    columns: ["navigation", ...THROTTLINGS.map((throttling) => THROTTLING_NAMES[throttling])],
    rows,
  };
}

mkdirSync(path.resolve("node_modules/.cache"), { recursive: true });
// Inside the project, so the prerender step resolves the project's packages.
const buildDir = skipBuild
  ? path.resolve(process.env.BUILD_DIR || "build")
  : mkdtempSync(path.resolve("node_modules/.cache/perf-build-"));
let site: Awaited<ReturnType<typeof startEmulators>> | undefined;
let backend: StandInBackend | undefined;
const cleanUp = async () => {
  await Promise.all([site?.stop(), backend?.close()]);
  if (!skipBuild) rmSync(buildDir, { recursive: true, force: true });
};
process.on("SIGINT", () => cleanUp().finally(() => process.exit(130)));

try {
  if (!skipBuild) {
    const code = await run(bin("react-router"), ["build"], {
      stdio: "ignore",
      env: { ...process.env, BUILD_DIR: buildDir, ...(signedIn ? { VITE_API_URL: STAND_IN_URL } : {}) },
    });
    if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  }
  if (signedIn) backend = await startLocalBackend(FIREBASE_PROJECT_ID);
  site = await startEmulators(port, { buildDir, hostingOnly: !signedIn });
  if (backend) await addDemoCustomer(backend, AUTH_EMULATOR_URL, LOCAL_API_KEY);
  const chromePath = ensureChromium();
  if (wanted("lighthouse")) await lighthouseTable(site.url, chromePath);
  const { url } = site;
  if (wanted("inp")) await inChromium(chromePath, (browser) => interactionTable(url, browser));
  if (wanted("weight")) await inChromium(chromePath, (browser) => weightTable(url, browser));
  if (wanted("navigation")) await inChromium(chromePath, (browser) => navigationTable(url, browser));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
