import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

// The JSON reports `npm test` asks its test runners for, beside their usual output, to name the
// slowest tests at its end.
const REPORTS = ".cache/test-reports";
const file = (name: string) => path.resolve(REPORTS, `${name}.json`);

const vitest = (name: string) => ({
  file: file(name),
  args: ["--reporter=default", "--reporter=json", `--outputFile.json=${file(name)}`],
});
const playwright = (name: string) => ({
  file: file(name),
  // Playwright's JSON reporter writes where PLAYWRIGHT_JSON_OUTPUT_FILE says.
  args: ["--reporter=list,json"],
  env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file(name) },
});

export const TEST_REPORTS = {
  unit: vitest("unit"),
  build: vitest("built-files"),
  browsers: playwright("browsers"),
};

/** Removes the reports of an earlier run. */
export const clearTestReports = () => rmSync(REPORTS, { recursive: true, force: true });

type Timed = { name: string; ms: number };

type VitestReport = {
  testResults: { name: string; assertionResults: { fullName: string; duration?: number }[] }[];
};
type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};

function vitestTests(report: VitestReport): Timed[] {
  return report.testResults.flatMap((suite) =>
    suite.assertionResults.map((test) => ({
      name: `${path.relative(process.cwd(), suite.name)} › ${test.fullName}`,
      ms: test.duration ?? 0,
    })),
  );
}

function playwrightTests(suite: PlaywrightSuite, file = suite.file ?? suite.title): Timed[] {
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `[${test.projectName}] ${file} › ${spec.title}`,
        ms: test.results.reduce((sum, result) => sum + result.duration, 0),
      })),
    ),
    ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, file)),
  ];
}

/** The `count` slowest tests of every report this run wrote, slowest first. */
export function slowestTests(count: number): Timed[] {
  const all: Timed[] = [];
  for (const report of Object.values(TEST_REPORTS)) {
    if (!existsSync(report.file)) continue;
    const json = JSON.parse(readFileSync(report.file, "utf8"));
    if ("testResults" in json) all.push(...vitestTests(json as VitestReport));
    else for (const suite of json.suites as PlaywrightSuite[]) all.push(...playwrightTests(suite));
  }
  return all.sort((a, b) => b.ms - a.ms).slice(0, count);
}
