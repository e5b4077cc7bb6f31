import { globSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SanityDocumentLike as Doc } from "sanity";
import { BUILD_CACHE_DIR } from "../web/shared/content/buildCache.server";
import { parseNdjson, toNdjson } from "../content/ndjson";
import { SEED_IMAGES_DIR } from "../web/shared/content/seedFile.server";
import { bin, capture } from "./lib/processes";

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
const images = readdirSync(SEED_IMAGES_DIR).filter((name) => /-\d+x\d+\.\w+$/.test(name));

const exportedImage = (index: number, alt: string) => ({
  _type: "image",
  _sanityAsset: `image@file://./images/${images[index % images.length]}`,
  alt,
});
const ref = (id: string, key: string) => ({ _type: "reference", _ref: id, _key: key });
const block = (key: string, text: string, style = "normal") => ({
  _type: "block",
  _key: key,
  style,
  markDefs: [],
  children: [{ _type: "span", _key: `${key}s`, text, marks: [] }],
});

/** The authors and categories posts refer to: the dataset's own, else three and four made up. */
function people(): Doc[] {
  const has = (type: string) => seed.some((doc) => doc._type === type);
  const made: Doc[] = [];
  if (!has("author"))
    for (const name of ["Ada Byron", "Grace Hopper", "Alan Turing"]) {
      const slug = name.toLowerCase().replace(/ /g, "-");
      made.push({ _id: `author-${slug}`, _type: "author", name, slug: { _type: "slug", current: slug } });
    }
  if (!has("category"))
    for (const title of ["Case studies", "How-tos", "Agents", "Operations"]) {
      const slug = title.toLowerCase().replace(/ /g, "-");
      made.push({
        _id: `category-${slug}`,
        _type: "category",
        title,
        slug: { _type: "slug", current: slug },
      });
    }
  return made;
}

/** A post of the blog's model (docs: the issue 20 brief), the nth of the generated ones. */
function post(n: number, authors: string[], categories: string[]): Doc {
  const slug = `bench-post-${n}`;
  const day = new Date(Date.UTC(2024, 0, 1) + n * 8.64e7 * 0.7);
  return {
    _id: `post-${slug}`,
    _type: "post",
    title: `Automating workflow number ${n}: what we learned`,
    slug: { _type: "slug", current: slug },
    excerpt: `How one team took workflow ${n} from a manual chore to an agent that runs it, and what it saved.`,
    coverImage: exportedImage(n, `Cover of post ${n}`),
    authors: [ref(authors[n % authors.length], "a0")],
    categories: [ref(categories[n % categories.length], "c0")],
    publishedAt: day.toISOString(),
    body: [
      block("p0", `Workflow ${n} used to take a person two hours every morning.`),
      block("h1", "What we automated", "h2"),
      block("p1", "The agent reads the inbox, files each request and drafts a reply for review."),
      block("h2", "The results", "h3"),
      block("p2", "Replies go out in minutes instead of hours, and nothing is lost on the way."),
      {
        _type: "callout",
        _key: "t0",
        tone: "tip",
        title: "Start small",
        text: "Automate one step, measure it, then the next.",
      },
      {
        _type: "codeBlock",
        _key: "k0",
        language: "json",
        filename: "rule.json",
        code: '{ "when": "invoice" }',
      },
    ],
  };
}

/** The bundled dataset with `count` posts in all: its own first, then generated ones. */
function datasetWith(count: number): Doc[] {
  const extra = people();
  const all = [...seed, ...extra];
  const authors = all.filter((doc) => doc._type === "author").map((doc) => doc._id);
  const categories = all.filter((doc) => doc._type === "category").map((doc) => doc._id);
  const own = seed.filter((doc) => doc._type === "post" && !doc._id.startsWith("drafts.")).length;
  const posts = Array.from({ length: Math.max(0, count - own) }, (_, n) => post(n + 1, authors, categories));
  return [...all, ...posts];
}

const writeDataset = (file: string, docs: Doc[]) => writeFileSync(file, toNdjson(docs));

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
  const docs = datasetWith(posts);
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
