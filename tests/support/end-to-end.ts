import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import type { SpawnOptions } from "node:child_process";
import path from "node:path";
import { bin, run } from "../../scripts/tools/processes";
import { STAND_IN_URL } from "../../backend/local";
import { E2E_STUDIO_URL } from "../e2e/support/studio-origin";
import { writeChangedDataset } from "../e2e/support/changed-dataset";
import { TEST_BUILDS, type TestBuildName } from "../e2e/support/test-builds";
import { withStatsKeyCanary } from "./stats-key-canary";
import type { Step } from "./steps";

// The build the end-to-end tests run against, and how they run, for `npm test` and
// `npm run test:e2e` alike. The build and the tests read a copy of the dataset with its prices,
// figures, labels and other texts edited (tests/e2e/support/changed-dataset.ts): a test that
// expects today's content instead of reading it from the dataset fails.

/**
 * Writes the edited copy of a dataset (`source`, else CONTENT_SEED_FILE, else the bundled one)
 * to a file removed on exit.
 */
export function writeEditedDataset(source?: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "e2e-content-"));
  process.on("exit", () => rmSync(folder, { recursive: true, force: true }));
  const file = path.join(folder, "production.ndjson");
  writeChangedDataset(file, source);
  return file;
}

/** Builds the site from `seedFile`, calling the local stand-in backend, framed by the tests' stand-in Studio. */
export const buildForEndToEnd = (seedFile: string, options: SpawnOptions = {}) =>
  run(bin("react-router"), ["build"], {
    ...options,
    env: {
      ...withStatsKeyCanary(process.env),
      CONTENT_SEED_FILE: seedFile,
      VITE_API_URL: STAND_IN_URL,
      VITE_SANITY_STUDIO_URL: E2E_STUDIO_URL,
    },
  });

/** Builds one of the end-to-end tests' other builds from `seedFile` (tests/e2e/support/test-builds.ts). */
export const buildTestBuild = (seedFile: string, name: TestBuildName, options: SpawnOptions = {}) =>
  run(bin("tsx"), ["tests/e2e/support/test-builds.ts", "build", name], {
    ...options,
    env: { ...process.env, CONTENT_SEED_FILE: seedFile },
  });

export const TEST_BUILD_NAMES = Object.keys(TEST_BUILDS) as TestBuildName[];

/**
 * The steps that make the builds from `seedFile` (the main one, then each of `names`), one after
 * another, the first after `after`. One at a time: React Router prerenders through a Vite preview
 * server, whose React Router plugin empties and rewrites .react-router/types as it starts. Two
 * builds side by side failed on that folder (ENOTEMPTY), and a type-check or a lint beside a
 * build could read it half written.
 */
export function buildSteps(seedFile: string, names: readonly TestBuildName[], after: string[] = []): Step[] {
  const steps: Step[] = [
    { name: "build", needs: after, action: (stdio) => buildForEndToEnd(seedFile, { stdio }) },
  ];
  for (const name of names)
    steps.push({
      name: `build: ${name}`,
      needs: [steps.at(-1)!.name],
      action: (stdio) => buildTestBuild(seedFile, name, { stdio }),
    });
  return steps;
}

/** Where the build after publishing goes, which only `npm test` and `npm run test:e2e` make. */
export const PUBLISHED_BUILD_DIR = TEST_BUILDS.published.dir;

/**
 * Whether build/ is the end-to-end tests' build from `seedFile` (tests/e2e/support/check-build.ts);
 * prints why not.
 */
export async function isEndToEndBuild(seedFile: string): Promise<boolean> {
  // Only for this check: the unit tests, started from this process, read the bundled dataset.
  const before = process.env.CONTENT_SEED_FILE;
  process.env.CONTENT_SEED_FILE = seedFile;
  const { default: checkBuild } = await import("../e2e/support/check-build");
  try {
    checkBuild();
    return true;
  } catch (error) {
    console.log(`Built-file tests left out: ${(error as Error).message}`);
    return false;
  } finally {
    if (before === undefined) delete process.env.CONTENT_SEED_FILE;
    else process.env.CONTENT_SEED_FILE = before;
  }
}

/** Runs Playwright's tests against the build made from `seedFile`. */
export const testEndToEnd = (seedFile: string, args: string[] = [], options: SpawnOptions = {}) =>
  run(bin("playwright"), ["test", ...args], {
    ...options,
    env: { ...process.env, CONTENT_SEED_FILE: seedFile },
  });
