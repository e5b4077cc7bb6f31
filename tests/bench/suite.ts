import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseNdjson, toNdjson } from "#content/ndjson.ts";
import { buildSteps, TEST_BUILD_NAMES, testEndToEnd, writeEditedDataset } from "../support/end-to-end";
import { runSteps, type Step } from "../support/steps";
import { withMorePosts } from "./more-posts";
import { ensureBrowsers } from "../../scripts/tools/browsers";
import { ensureChromium } from "../../scripts/tools/chromium";
import { bin, run } from "../../scripts/tools/processes";

// `npm run bench:suite`: a benchmark, not a test. Runs the steps of `npm test` whose work depends
// on the content (the builds, the built-file tests, the browsers) on the edited dataset `npm test`
// uses, then on the same with 100 more posts, and prints each step's time for both: the suite's
// cost must follow the templates, not the content (docs/testing.md). The browsers leave out the
// screenshot comparisons in both runs (their references show the edited dataset alone).

const MORE_POSTS = Number(process.env.BENCH_POSTS ?? 100);
/** How much longer the browsers may take with MORE_POSTS more posts (issue 64). */
const BROWSER_ALLOWANCE_S = 30;
const WORK = ".cache/bench-suite";

const SEED = "studio/seed/production.ndjson";
mkdirSync(WORK, { recursive: true });
const morePostsSource = path.join(WORK, "more-posts-source.ndjson");
writeFileSync(morePostsSource, toNdjson(withMorePosts(parseNdjson(readFileSync(SEED, "utf8")), MORE_POSTS)));

/** The steps of `npm test` that read the content, on the edited copy of `source`. */
function contentSteps(source: string): Step[] {
  const seedFile = writeEditedDataset(source);
  const builds = buildSteps(seedFile, TEST_BUILD_NAMES);
  return [
    ...builds,
    {
      name: "built files",
      needs: ["build", "build: published"],
      action: (stdio) =>
        run(bin("vitest"), ["run", "--config", "vitest.build.config.ts"], {
          stdio,
          env: { ...process.env, CONTENT_SEED_FILE: seedFile },
        }),
    },
    {
      name: "browsers",
      needs: [...builds.map((build) => build.name), "built files"],
      action: (stdio) => testEndToEnd(seedFile, ["--grep-invert", "committed screenshot"], { stdio }),
    },
  ];
}

process.env.CHROME_PATH = ensureChromium();
ensureBrowsers();
const runs = [
  { label: "edited dataset", source: SEED },
  { label: `+${MORE_POSTS} posts`, source: morePostsSource },
];
const times: Record<string, Record<string, number>> = {};
for (const { label, source } of runs) {
  console.log(`\n▶ ${label}`);
  for (const result of await runSteps(contentSteps(source), 2)) {
    if (!result.ok) throw new Error(`${result.name} failed on the ${label}: see its output above`);
    (times[result.name] ??= {})[label] = result.seconds;
  }
}

const [before, after] = runs.map((entry) => entry.label);
console.log("");
console.table(
  Object.entries(times).map(([step, seconds]) => ({
    step,
    [`${before} (s)`]: seconds[before].toFixed(1),
    [`${after} (s)`]: seconds[after].toFixed(1),
    "more (s)": (seconds[after] - seconds[before]).toFixed(1),
  })),
);
const browsersMore = times.browsers[after] - times.browsers[before];
console.log(
  `The browsers took ${browsersMore.toFixed(1)} s more with ${MORE_POSTS} more posts (at most ${BROWSER_ALLOWANCE_S} s).`,
);
process.exit(browsersMore <= BROWSER_ALLOWANCE_S ? 0 : 1);
