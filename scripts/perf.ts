import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium";
import { startEmulators } from "./lib/emulators";
import { bin, run } from "./lib/processes";
import { paths } from "../web/shared/paths";

// The Lighthouse benchmark: a local build served as `npm start` serves it (the Hosting
// emulator with firebase.json), measured with Lighthouse's mobile defaults (simulated Slow 4G,
// 4x CPU slowdown), a fresh Chromium per run. A benchmark, not a test: times on a shared
// machine vary, so it prints figures and asserts nothing.
// Usage: npm run perf [-- [--runs N] [--no-build] [/route ...]]
const DEFAULT_ROUTES = ["/", paths.pricing, paths.agent("data-analyst"), paths.contact, paths.terms];
const args = process.argv.slice(2);
const runsFlag = args.indexOf("--runs");
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 3;
const skipBuild = args.includes("--no-build");
const routes = args.filter((arg, i) => arg.startsWith("/") && args[i - 1] !== "--runs");
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
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      fcp: value("first-contentful-paint") / 1000,
      lcp: value("largest-contentful-paint") / 1000,
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      kb: value("total-byte-weight") / 1024,
      jsKb: (scripts?.transferSize ?? 0) / 1024,
      scripts: scripts?.requestCount ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

const row = (label: string, f: Figures) =>
  `| ${label} | ${f.score} | ${f.fcp.toFixed(2)} s | ${f.lcp.toFixed(2)} s | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${f.kb.toFixed(1)} KB | ${f.jsKb.toFixed(1)} KB in ${f.scripts} |`;

/** Each figure's median over the runs. */
function median(results: Figures[]): Figures {
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const keys = Object.keys(results[0]) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, middle(results.map((run) => run[key]))])) as Figures;
}

mkdirSync(path.resolve("node_modules/.cache"), { recursive: true });
// Inside the project, so the prerender step resolves the project's packages.
const buildDir = skipBuild
  ? path.resolve("build")
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
  const all: Record<string, Figures[]> = {};
  for (const route of routes.length ? routes : DEFAULT_ROUTES) {
    all[route] = [];
    for (let i = 0; i < runs; i++) {
      const figures = await measure(`${site.url}${route}`, chromePath);
      all[route].push(figures);
      console.log(`  ${route} run ${i + 1}: ${row("", figures).slice(4, -2)}`);
    }
  }
  console.log(
    `\nLighthouse ${runs === 1 ? "(1 run)" : `median of ${runs} runs`}, mobile defaults: score, FCP, LCP, TBT, CLS, bytes, JavaScript\n`,
  );
  console.log("| page | perf | FCP | LCP | TBT | CLS | transfer | JavaScript |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const [route, results] of Object.entries(all)) console.log(row(route, median(results)));
  const file = path.join(tmpdir(), `perf-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(all, null, 2));
  console.log(`\nEvery run: ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
