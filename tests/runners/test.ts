import { ensureBrowsers } from "../../scripts/tools/browsers";
import { ensureChromium } from "../../scripts/tools/chromium";
import { buildSteps, TEST_BUILD_NAMES, testEndToEnd, writeEditedDataset } from "../support/end-to-end";
import { checkNodeVersion } from "../../scripts/tools/node-version";
import { checkTypegenFresh } from "../../scripts/tools/typegen";
import { bin, run, TSC, unattended } from "../../scripts/tools/processes";
import { withStatsKeyCanary } from "../support/stats-key-canary";
import { runSteps, type Step } from "../support/steps";
import { clearTestReports, slowestTests, TEST_REPORTS } from "../support/test-reports";

// `npm test`: every check a change must pass. The steps run two at a time (the machine's two
// cores), each as soon as the steps it needs have passed, in the order that fails fastest
// (tests/support/steps.ts). After the first failure no step starts.
checkNodeVersion();
console.log(`Node ${process.versions.node}`);

const studio = { cwd: "studio", env: unattended() };
clearTestReports();
// The builds and the end-to-end tests read an edited copy of the dataset (tests/support/end-to-end.ts).
const seedFile = writeEditedDataset();
// The builds one after another, after the type-check and before the lint (tests/support/end-to-end.ts).
const builds = buildSteps(seedFile, TEST_BUILD_NAMES, ["type-check"]);
const lastBuild = builds.at(-1)!.name;

const steps: Step[] = [
  {
    name: "type-check",
    action: async (stdio) =>
      (await checkTypegenFresh({ stdio })) ||
      (await run(bin("react-router"), ["typegen"], { stdio })) ||
      run(TSC, ["--noEmit"], { stdio }),
  },
  {
    // Includes `npm run content:validate` on the bundled dataset (scripts/content-scripts.test.ts).
    name: "unit",
    action: (stdio) => run(bin("vitest"), ["run", ...TEST_REPORTS.unit.args], { stdio }),
  },
  {
    name: "lint",
    // After typegen has rewritten the generated files, which the type-aware rules read, and after
    // the builds, which rewrite them too.
    needs: ["type-check", lastBuild],
    action: (stdio) => run(bin("eslint"), [".", "--max-warnings", "0"], { stdio }),
  },
  {
    name: "format",
    action: (stdio) => run(bin("prettier"), ["--check", ".", "--log-level", "warn"], { stdio }),
  },
  { name: "workflows", action: (stdio) => run(bin("tsx"), ["scripts/workflow-lint.ts"], { stdio }) },
  {
    name: "schema",
    action: (stdio) => run(bin("sanity"), ["schema", "validate"], { ...studio, stdio }),
  },
  // The build of the edited content, with the local stand-in backend and stand-in Studio, and the
  // other builds the end-to-end tests read (tests/e2e/support/test-builds.ts).
  ...builds,
  {
    name: "size",
    needs: ["build"],
    action: (stdio) => run(bin("tsx"), ["tests/bench/size-budget.ts"], { stdio }),
  },
  {
    name: "built files",
    // tests/build/published-translations.test.ts reads the build after publishing.
    // tests/build/no-stats-key.test.ts reads the Studio's build.
    needs: ["build", "build: published", "studio"],
    action: (stdio) =>
      run(bin("vitest"), ["run", "--config", "vitest.build.config.ts", ...TEST_REPORTS.build.args], {
        stdio,
        env: { ...process.env, CONTENT_SEED_FILE: seedFile },
      }),
  },
  {
    name: "studio",
    action: (stdio) =>
      run(bin("sanity"), ["build", "--yes"], { ...studio, env: withStatsKeyCanary(studio.env), stdio }),
  },
  {
    name: "browsers",
    // Every check above first: a browser run is the slowest way to find what they find. One
    // Playwright run for the three engines: their tests share the servers and the two cores.
    needs: ["type-check", "unit", "lint", "format", "workflows", "schema", "size", "built files", lastBuild],
    stream: true,
    action: (stdio) => {
      process.env.CHROME_PATH = ensureChromium();
      ensureBrowsers();
      Object.assign(process.env, TEST_REPORTS.browsers.env);
      return testEndToEnd(seedFile, TEST_REPORTS.browsers.args, { stdio });
    },
  },
];

// The unit tests run alone, first: with a step beside them on two cores, tests that start a
// process or wait for a component (Vitest's 5 s, Testing Library's 1 s) ran out of time.
const results = await runSteps(
  steps.map((step) => (step.name === "unit" ? step : { ...step, needs: ["unit", ...(step.needs ?? [])] })),
  2,
);

console.log("\nSummary");
for (const { ok, name, seconds } of results)
  console.log(`  ${ok === undefined ? "skip" : ok ? "ok  " : "FAIL"} ${name} (${seconds.toFixed(1)} s)`);
console.log("\nThe ten slowest tests");
for (const test of slowestTests(10)) console.log(`  ${(test.ms / 1000).toFixed(1)} s  ${test.name}`);
const passed = results.filter((result) => result.ok).length;
const failed = results.filter((result) => result.ok === false).length;
const skipped = results.length - passed - failed;
console.log(`\nsteps: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed || skipped ? 1 : 0);
