import { ensureBrowsers } from "./lib/browsers";
import { ensureChromium } from "./lib/chromium";
import { buildForEndToEnd, OTHER_BROWSERS_CONFIG, testEndToEnd, writeEditedDataset } from "./lib/end-to-end";
import { checkNodeVersion } from "./lib/node-version";
import { checkTypegenFresh } from "./lib/typegen";
import { bin, run, unattended } from "./lib/processes";

// `npm test`: every check a change must pass, in the order that fails fastest.
checkNodeVersion();
console.log(`Node ${process.versions.node}`);

const studio = { cwd: "studio", env: unattended() };

// The build and the end-to-end tests read an edited copy of the dataset (./lib/end-to-end.ts).
let seedFile = "";

const steps: { name: string; action: () => Promise<number> }[] = [
  { name: "lint (eslint)", action: () => run(bin("eslint"), [".", "--max-warnings", "0"]) },
  { name: "format (prettier)", action: () => run(bin("prettier"), ["--check", ".", "--log-level", "warn"]) },
  { name: "workflows (action-validator)", action: () => run(bin("tsx"), ["scripts/workflow-lint.ts"]) },
  { name: "schema validation", action: () => run(bin("sanity"), ["schema", "validate"], studio) },
  { name: "typegen freshness", action: checkTypegenFresh },
  {
    name: "type-check",
    action: async () => (await run(bin("react-router"), ["typegen"])) || run(bin("tsc"), ["--noEmit"]),
  },
  // Includes `npm run content:validate` on the bundled dataset (scripts/content-scripts.test.ts).
  { name: "unit and component tests", action: () => run(bin("vitest"), ["run"]) },
  {
    name: "build (an edited copy of the content; the local stand-in backend and stand-in Studio)",
    action: () => buildForEndToEnd((seedFile = writeEditedDataset())),
  },
  { name: "Sanity Studio build (offline)", action: () => run(bin("sanity"), ["build", "--yes"], studio) },
  { name: "size budget (first-load JavaScript)", action: () => run(bin("tsx"), ["scripts/size-budget.ts"]) },
  {
    name: "end-to-end tests (Chromium)",
    action: () => {
      process.env.CHROME_PATH = ensureChromium();
      return testEndToEnd(seedFile);
    },
  },
  {
    name: "end-to-end tests (Firefox, WebKit)",
    action: () => {
      ensureBrowsers();
      return testEndToEnd(seedFile, OTHER_BROWSERS_CONFIG);
    },
  },
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  // then(): an action that throws before its promise fails the step too.
  const code = await Promise.resolve()
    .then(step.action)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      return 1;
    });
  results.push({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
  if (code !== 0) break;
}

console.log("\nSummary");
for (const { ok, name, seconds } of results)
  console.log(`  ${ok ? "ok  " : "FAIL"} ${name} (${seconds.toFixed(1)} s)`);
const failed = results.filter((result) => !result.ok).length;
const skipped = steps.length - results.length;
console.log(
  `\nsteps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`,
);
process.exit(failed ? 1 : 0);
