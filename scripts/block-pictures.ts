import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page, type Route } from "@playwright/test";
import { blockSchemas } from "#blocks/registry.ts";
import { FONT_CACHED_KEY } from "#web/shared/privacy/storageKeys.ts";
import { INTER_MARK } from "#web/shared/styles/fontSwitch.ts";
import { CHROMIUM_ARGS, ensureChromium } from "./tools/chromium";
import { bin, run } from "./tools/processes";
import {
  EVERY_BLOCK_SLUG,
  MANIFEST,
  REFRESH_COMMAND,
  blockSourceHash,
  everyBlockSections,
  picturePath,
  type Manifest,
} from "./tools/block-pictures";

// `npm run block-pictures [-- --reuse]`: the pictures of the Studio's insert menu, one per block
// type (studio/static/blocks/<type>.webp), and the hash of what drew each (pictures.json, checked
// by scripts/block-pictures.test.ts). It builds the site from the bundled dataset into its own
// folder (--reuse: the last such build, unless the site's code or the dataset changed since), opens the
// every-block page in Chromium at a desktop's width and draws the top of each block's section,
// cropped to the menu's 3:2 frame and made small.

const root = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = path.join(root, "node_modules/.cache/block-pictures");
const CLIENT_DIR = path.join(BUILD_DIR, "client");
const ORIGIN = "http://site.test";
/** The window the page is drawn in: a desktop's width, taller than any block. */
const VIEWPORT = { width: 1280, height: 1600 };
/** The insert menu frames each picture at 3:2; the picture is at most that tall. */
const FRAME_RATIO = 2 / 3;
/** A picture's width in pixels: a menu's cell is 120 to 200 px wide, and screens are dense. */
const PICTURE_WIDTH = 480;
const WEBP_QUALITY = 0.8;
// As the end-to-end screenshots (tests/e2e/support/screenshot.css): the sticky navbar over a
// tall block, and a section out of view skipping its layout, would spoil its picture.
const CAPTURE_CSS = `.navbar--sticky{position:static!important}.section{content-visibility:visible!important}`;
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".data": "text/x-script",
  ".json": "application/json",
};

async function buildSite() {
  const env: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR };
  // The bundled dataset: the one the pictures' hashes read.
  delete env.CONTENT_SEED_FILE;
  console.log(`Building the site into ${path.relative(root, BUILD_DIR)}…`);
  const code = await run(bin("react-router"), ["build"], { env, stdio: ["ignore", "ignore", "inherit"] });
  if (code !== 0) throw new Error(`The site's build failed (exit code ${code})`);
}

/** The built file a request of the site asks for, as the host finds it (clean URLs). */
function builtFile(pathname: string) {
  const file = path.join(CLIENT_DIR, decodeURIComponent(pathname));
  if (!file.startsWith(CLIENT_DIR)) return undefined;
  return [file, path.join(file, "index.html"), `${file}.html`].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Serves the build; nothing else leaves the browser. */
function serve(route: Route) {
  const url = new URL(route.request().url());
  const file = url.origin === ORIGIN ? builtFile(url.pathname) : undefined;
  if (!file) return route.abort();
  return route.fulfill({
    body: readFileSync(file),
    contentType: TYPES[path.extname(file)] ?? "application/octet-stream",
  });
}

/** The every-block page as a visitor sees it once all has arrived, in the site's own font. */
async function openEveryBlock(page: Page) {
  const address = `${ORIGIN}/${EVERY_BLOCK_SLUG}`;
  await page.goto(address, { waitUntil: "load" });
  // The first page fetches Inter after its load; the next one is drawn in it from the start.
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, FONT_CACHED_KEY);
  await page.goto(address, { waitUntil: "load" });
  await page.waitForFunction(
    ({ attribute, value }) => document.documentElement.getAttribute(attribute) === value,
    INTER_MARK,
  );
  await page.addStyleTag({ content: CAPTURE_CSS });
  await page.evaluate(() => {
    for (const image of document.querySelectorAll("img")) image.loading = "eager";
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
}

/** The top of a screenshot, cropped to the menu's frame and scaled down, as WebP (by Chromium's canvas). */
async function toPicture(page: Page, png: Buffer) {
  const dataUrl = await page.evaluate(
    async ({ source, width, ratio, quality }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const cropHeight = Math.min(image.naturalHeight, Math.round(image.naturalWidth * ratio));
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = Math.round((cropHeight * width) / image.naturalWidth);
      const context = canvas.getContext("2d")!;
      context.imageSmoothingQuality = "high";
      context.drawImage(image, 0, 0, image.naturalWidth, cropHeight, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL("image/webp", quality);
    },
    {
      source: `data:image/png;base64,${png.toString("base64")}`,
      width: PICTURE_WIDTH,
      ratio: FRAME_RATIO,
      quality: WEBP_QUALITY,
    },
  );
  if (!dataUrl.startsWith("data:image/webp;")) throw new Error("This Chromium cannot encode WebP");
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

/** The last modification of a file or of the newest file in a folder, in ms. */
const modified = (file: string): number =>
  statSync(file).isDirectory()
    ? Math.max(0, ...readdirSync(file).map((name) => modified(path.join(file, name))))
    : statSync(file).mtimeMs;

/** Whether the last build can be reused: made after the last change of what it draws. */
function buildIsCurrent() {
  const page = path.join(CLIENT_DIR, EVERY_BLOCK_SLUG, "index.html");
  if (!existsSync(page)) return false;
  const sources = ["blocks", "web", "content", "studio/seed/production.ndjson"];
  return Math.max(...sources.map((source) => modified(path.join(root, source)))) < statSync(page).mtimeMs;
}

async function main() {
  if (!process.argv.includes("--reuse") || !buildIsCurrent()) await buildSite();
  const sections = everyBlockSections();
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const manifest: Manifest = { command: REFRESH_COMMAND, blocks: {} };
  let total = 0;
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: "reduce" });
    await context.route("**/*", serve);
    const page = await context.newPage();
    await openEveryBlock(page);
    const canvasPage = await context.newPage();
    for (const { name: type } of blockSchemas) {
      const section = sections.find((candidate) => candidate._type === type);
      if (!section) throw new Error(`The every-block page has no shown section of type ${type}`);
      // A section's id on the page, as blocks/Sections.tsx gives it.
      const id = (section.anchorId as string | undefined) || `section-${section._key as string}`;
      const block = page.locator(`[id="${id}"]`);
      await block.scrollIntoViewIfNeeded();
      const picture = await toPicture(canvasPage, await block.screenshot({ animations: "disabled" }));
      mkdirSync(path.dirname(picturePath(type)), { recursive: true });
      writeFileSync(picturePath(type), picture);
      manifest.blocks[type] = blockSourceHash(type, sections);
      total += picture.length;
      console.log(`${path.relative(root, picturePath(type))}: ${picture.length} bytes`);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `${Object.keys(manifest.blocks).length} pictures, ${total} bytes; hashes in ${path.relative(root, MANIFEST)}`,
  );
}

await main();
