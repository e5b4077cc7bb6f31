import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium";
import { launchChromium, measureNavigation, type Throttling } from "./lib/navigation-timing";
import { startEmulators } from "./lib/emulators";
import { bin, run } from "./lib/processes";
import { paths } from "../web/shared/paths";

// The Lighthouse benchmark: a local build served as `npm start` serves it (the Hosting
// emulator with firebase.json), measured with Lighthouse's mobile defaults (simulated Slow 4G,
// 4x CPU slowdown), a fresh Chromium per run. A benchmark, not a test: times on a shared
// machine vary, so it prints figures and asserts nothing.
// Then the navigation benchmark: click to the next page's <h1> for three pairs of pages, with no
// throttling and with Chromium's Slow 4G and 4x CPU, after a 300 ms hover (navigation-timing.ts).
// Usage: npm run perf [-- [--runs N] [--no-build] [--only lighthouse|navigation] [/route ...]]
const DEFAULT_ROUTES = ["/", paths.pricing, paths.agent("data-analyst"), paths.contact, paths.terms];
const NAVIGATIONS = [
  { from: "/", to: paths.pricing },
  { from: paths.pricing, to: paths.about },
  { from: "/", to: paths.agent("data-analyst") },
];
const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const runsFlag = args.indexOf("--runs");
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 5;
const skipBuild = args.includes("--no-build");
const routes = args.filter((arg, i) => arg.startsWith("/") && !["--runs", "--only"].includes(args[i - 1]));
const port = Number(process.env.PERF_PORT || 5090);

type Figures = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  kb: number;
  jsKb: number;
  scripts: number;
  /** The longest main-thread task after the first paint (Lighthouse's long-tasks audit, in ms). */
  longest: number;
};

async function measure(url: string, chromePath: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    const summary =
      (
        audits["resource-summary"]?.details as {
          items?: { resourceType: string; transferSize: number; requestCount: number }[];
        }
      )?.items ?? [];
    const scripts = summary.find((item) => item.resourceType === "script");
    const fcp = value("first-contentful-paint");
    const tasks =
      (audits["long-tasks"]?.details as { items?: { startTime: number; duration: number }[] })?.items ?? [];
    const longest = Math.max(
      0,
      ...tasks.filter((task) => task.startTime >= fcp).map((task) => task.duration),
    );
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      fcp: value("first-contentful-paint") / 1000,
      lcp: value("largest-contentful-paint") / 1000,
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      kb: value("total-byte-weight") / 1024,
      jsKb: (scripts?.transferSize ?? 0) / 1024,
      scripts: scripts?.requestCount ?? 0,
      longest,
    };
  } finally {
    chrome.kill();
  }
}

const row = (label: string, f: Figures) =>
  `| ${label} | ${f.score} | ${f.fcp.toFixed(2)} s | ${f.lcp.toFixed(2)} s | ${Math.round(f.tbt)} ms | ${Math.round(f.longest)} ms | ${f.cls.toFixed(3)} | ${f.kb.toFixed(1)} KB | ${f.jsKb.toFixed(1)} KB in ${f.scripts} |`;

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each figure's median over the runs. */
function median(results: Figures[]): Figures {
  const keys = Object.keys(results[0]) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, middle(results.map((run) => run[key]))])) as Figures;
}

async function lighthouseTable(baseUrl: string, chromePath: string) {
  const all: Record<string, Figures[]> = {};
  for (const route of routes.length ? routes : DEFAULT_ROUTES) {
    all[route] = [];
    for (let i = 0; i < runs; i++) {
      const figures = await measure(`${baseUrl}${route}`, chromePath);
      // A run Lighthouse could not finish (no paint recorded) is shown but left out of the median.
      const finished = Number.isFinite(figures.fcp);
      if (finished) all[route].push(figures);
      console.log(
        `  ${route} run ${i + 1}: ${row("", figures).slice(4, -2)}${finished ? "" : " (not counted)"}`,
      );
    }
  }
  console.log(
    `\nLighthouse ${runs === 1 ? "(1 run)" : `median of ${runs} runs`}, mobile defaults: score, FCP, LCP, TBT, longest task after FCP, CLS, bytes, JavaScript\n`,
  );
  console.log("| page | perf | FCP | LCP | TBT | longest task | CLS | transfer | JavaScript |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const [route, results] of Object.entries(all))
    console.log(results.length ? row(route, median(results)) : `| ${route} | no finished run |`);
  const file = path.join(tmpdir(), `perf-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(all, null, 2));
  console.log(`\nEvery run: ${file}`);
}

async function navigationTable(baseUrl: string, chromePath: string) {
  const browser = await launchChromium(chromePath, CHROMIUM_ARGS);
  try {
    const lines: string[] = [];
    for (const { from, to } of NAVIGATIONS) {
      const page = await browser.newPage();
      await page.goto(baseUrl + to);
      const heading = (await page.locator("h1").first().textContent())?.trim() ?? "";
      await page.close();
      const cells: string[] = [];
      for (const throttling of ["none", "slow-4g"] as Throttling[]) {
        const results = [];
        for (let i = 0; i < runs; i++)
          results.push(await measureNavigation(browser, baseUrl, { from, to, heading }, throttling));
        console.log(
          `  ${from} -> ${to}, ${throttling}: ${results.map((r) => `${Math.round(r.ms)} ms`).join(", ")}`,
        );
        cells.push(`${Math.round(middle(results.map((r) => r.ms)))} ms`);
      }
      lines.push(`| ${from} → ${to} | ${cells.join(" | ")} |`);
    }
    console.log(
      `\nNavigation, click to the next page's <h1> after a 300 ms hover, ${runs === 1 ? "1 run" : `median of ${runs} runs`}\n`,
    );
    console.log("| navigation | no throttling | Slow 4G, 4x CPU |");
    console.log("| --- | --- | --- |");
    for (const line of lines) console.log(line);
  } finally {
    await browser.close();
  }
}

mkdirSync(path.resolve("node_modules/.cache"), { recursive: true });
// Inside the project, so the prerender step resolves the project's packages.
const buildDir = skipBuild
  ? path.resolve(process.env.BUILD_DIR || "build")
  : mkdtempSync(path.resolve("node_modules/.cache/perf-build-"));
let site: Awaited<ReturnType<typeof startEmulators>> | undefined;
const cleanUp = async () => {
  await site?.stop();
  if (!skipBuild) rmSync(buildDir, { recursive: true, force: true });
};
process.on("SIGINT", () => cleanUp().finally(() => process.exit(130)));

try {
  if (!skipBuild) {
    const code = await run(bin("react-router"), ["build"], {
      stdio: "ignore",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  }
  site = await startEmulators(port, { buildDir, hostingOnly: true });
  const chromePath = ensureChromium();
  if (only !== "navigation") await lighthouseTable(site.url, chromePath);
  if (only !== "lighthouse") await navigationTable(site.url, chromePath);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
