import { execFileSync, type StdioOptions } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { isEndToEndBuild, PUBLISHED_BUILD_DIR, writeEditedDataset } from "../support/end-to-end";
import { checkNodeVersion } from "../../scripts/tools/node-version";
import { bin, run, TSC } from "../../scripts/tools/processes";
import { runSteps } from "../support/steps";

// `npm run test:quick`: the checks of a change that take seconds, side by side: ESLint and
// Prettier on the files changed since the last commit (and new ones), the type-check, and the
// unit tests and built-file tests that import a changed file (Vitest's --changed). The built-file
// tests read the last build (build/, as `npm test` or `npm run test:e2e` left it). What it leaves
// to `npm test`: the builds, the Studio build, the size budget and the browsers (README).
checkNodeVersion();

const git = (...args: string[]) =>
  execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [
  ...git("diff", "--name-only", "--diff-filter=d", "HEAD"),
  ...git("ls-files", "--others", "--exclude-standard"),
].filter((file) => existsSync(file));
const code = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
console.log(`${changed.length} changed files since the last commit.`);

// The built-file tests read build/ as the end-to-end build makes it, from the edited dataset.
const seedFile = writeEditedDataset();

// tests/build/published-translations.test.ts reads the build after publishing, which only
// `npm test` and `npm run test:e2e` make.
const PUBLISHED_TEST = "tests/build/published-translations.test.ts";
function withoutPublishedBuild(): string[] {
  if (existsSync(path.join(PUBLISHED_BUILD_DIR, "firebase.json"))) return [];
  console.log(`${PUBLISHED_TEST} left out: the build after publishing (${PUBLISHED_BUILD_DIR}) is missing.`);
  return ["--exclude", PUBLISHED_TEST];
}

const results = await runSteps(
  [
    {
      name: "lint (changed files)",
      action: (stdio) =>
        code.length
          ? run(bin("eslint"), ["--max-warnings", "0", "--no-warn-ignored", ...code], { stdio })
          : Promise.resolve(0),
    },
    {
      name: "format (changed files)",
      action: (stdio) =>
        changed.length
          ? run(bin("prettier"), ["--check", "--ignore-unknown", "--log-level", "warn", ...changed], {
              stdio,
            })
          : Promise.resolve(0),
    },
    { name: "type-check", action: (stdio) => run(TSC, ["--noEmit"], { stdio }) },
    {
      name: "unit (changed)",
      action: (stdio) => run(bin("vitest"), ["run", "--changed", "HEAD"], { stdio }),
    },
    ...((await isEndToEndBuild(seedFile))
      ? [
          {
            name: "built files (changed)",
            action: (stdio: StdioOptions) =>
              run(
                bin("vitest"),
                [
                  "run",
                  "--config",
                  "vitest.build.config.ts",
                  "--changed",
                  "HEAD",
                  ...withoutPublishedBuild(),
                ],
                {
                  stdio,
                  env: { ...process.env, CONTENT_SEED_FILE: seedFile },
                },
              ),
          },
        ]
      : []),
  ],
  2,
);
const passed = results.filter((result) => result.ok).length;
const failed = results.filter((result) => result.ok === false).length;
const skipped = results.length - passed - failed;
console.log(`\nquick: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed || skipped ? 1 : 0);
