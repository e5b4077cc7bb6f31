import { globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILD_CACHE_DIR } from "#web/shared/sanity/buildCache.server.ts";
import { parseNdjson, toNdjson } from "#content/ndjson.ts";
import { bin, capture } from "../../scripts/tools/processes";
import { withPostsInAll } from "./more-posts";

// `npm run bench:build`: a benchmark, not a test. Copies the bundled dataset with 100 and 1,000
// posts (BENCH_SIZES="100,1000" to choose), builds each from a cold cache, changes one post's
// title and builds again with the caches warm, and prints the figures. Builds go to
// .cache/bench/<posts>/.

const SIZES = (process.env.BENCH_SIZES ?? "100,1000").split(",").map(Number);
// Inside the project (git-ignored): the prerender imports the server build, which finds its
// packages in the project's node_modules.
const WORK = ".cache/bench";
const SEED = "studio/seed/production.ndjson";

const seed = parseNdjson(readFileSync(SEED, "utf8"));

const writeDataset = (file: string, docs: typeof seed) => writeFileSync(file, toNdjson(docs));

/** Builds from `datasetFile` into `buildDir`: the seconds it took, the pages and what it drew. */
async function build(datasetFile: string, buildDir: string) {
  rmSync(buildDir, { recursive: true, force: true });
  const started = performance.now();
  const { code, stdout, stderr } = await capture(bin("react-router"), ["build"], {
    env: { ...process.env, CONTENT_SEED_FILE: datasetFile, BUILD_DIR: buildDir },
  });
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) {
    console.error(stdout, stderr);
    throw new Error(`The build of ${datasetFile} failed (exit ${code})`);
  }
  const drawn = /Share images: (\d+) drawn, (\d+) reused/.exec(stdout);
  return {
    seconds,
    pages: globSync("**/*.html", { cwd: path.join(buildDir, "client") }).length,
    shareImages: drawn ? `${drawn[1]} drawn, ${drawn[2]} reused` : "?",
  };
}

type Row = Record<string, string | number>;
const rows: Row[] = [];
for (const posts of SIZES) {
  const dir = path.join(WORK, String(posts));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "production.ndjson");
  const docs = withPostsInAll(seed, posts);
  writeDataset(file, docs);
  // Cold: nothing drawn before (placeholders and share images).
  rmSync(BUILD_CACHE_DIR, { recursive: true, force: true });
  console.log(`Building ${posts} posts (${docs.length} documents)…`);
  const first = await build(file, path.join(dir, "build"));

  // One post changed: its title (its page, its share image, the lists that show it).
  const changed = docs.map((doc) =>
    doc._type === "post" && doc._id === docs.find((d) => d._type === "post")?._id
      ? { ...doc, title: `${String(doc.title)} (updated)` }
      : doc,
  );
  writeDataset(file, changed);
  console.log(`Rebuilding ${posts} posts after one post changed…`);
  const second = await build(file, path.join(dir, "build"));

  rows.push({
    posts,
    documents: docs.length,
    "pages written": first.pages,
    "build (s)": first.seconds.toFixed(1),
    "per page (ms)": ((first.seconds * 1000) / Math.max(1, first.pages)).toFixed(1),
    "share images": first.shareImages,
    "rebuild, 1 post changed (s)": second.seconds.toFixed(1),
    "rebuild share images": second.shareImages,
  });
}

console.log("");
console.table(rows);
console.log("Targets: 1,000 posts built in ≤ 180 s; a rebuild after one change in ≤ 60 s.");
