import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBrowsers } from "./lib/browsers";
import { ensureChromium } from "./lib/chromium";
import { checkNodeVersion } from "./lib/node-version";
import { checkTypegenFresh } from "./lib/typegen";
import { bin, run, unattended } from "./lib/processes";
import { STAND_IN_URL } from "../backend/local";
import { E2E_STUDIO_URL } from "../tests/e2e/support/studio-origin";
import { writeChangedDataset } from "../tests/e2e/support/changed-dataset";

// `npm test`: every check a change must pass, in the order that fails fastest.
checkNodeVersion();
console.log(`Node ${process.versions.node}`);

const studio = { cwd: "studio", env: unattended() };

// The build and the end-to-end tests read a copy of the dataset with its prices, figures, labels
// and other texts edited (tests/e2e/support/changed-dataset.ts): a test that expects today's
// content instead of reading it from the dataset fails.
const contentDir = mkdtempSync(path.join(tmpdir(), "e2e-content-"));
const CONTENT_SEED_FILE = path.join(contentDir, "production.ndjson");
process.on("exit", () => rmSync(contentDir, { recursive: true, force: true }));

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
    action: () => {
      writeChangedDataset(CONTENT_SEED_FILE);
      return run(bin("react-router"), ["build"], {
        env: {
          ...process.env,
          CONTENT_SEED_FILE,
          VITE_API_URL: STAND_IN_URL,
          VITE_SANITY_STUDIO_URL: E2E_STUDIO_URL,
        },
      });
    },
  },
  { name: "Sanity Studio build (offline)", action: () => run(bin("sanity"), ["build", "--yes"], studio) },
  { name: "size budget (first-load JavaScript)", action: () => run(bin("tsx"), ["scripts/size-budget.ts"]) },
  {
    name: "end-to-end tests (Chromium)",
    action: async () => {
      process.env.CHROME_PATH = ensureChromium();
      return run(bin("playwright"), ["test"], { env: { ...process.env, CONTENT_SEED_FILE } });
    },
  },
  {
    name: "end-to-end tests (Firefox, WebKit)",
    action: async () => {
      ensureBrowsers();
      const config = ["--config", "playwright.browsers.config.ts"];
      return run(bin("playwright"), ["test", ...config], { env: { ...process.env, CONTENT_SEED_FILE } });
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
