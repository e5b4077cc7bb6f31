import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseNdjson } from "#content/ndjson.ts";
import { blockPictureFile } from "#schemas/lib/blockPictures.ts";

// What a block's picture in the Studio's insert menu was drawn from, to tell when it is stale.
// The picture is not compared pixel by pixel (fonts and antialiasing differ between machines):
// instead, a hash of what draws it, recorded when it was captured (`npm run block-pictures`) and
// compared by scripts/block-pictures.test.ts. The hash covers the block's folder (schema.ts,
// component, CSS, helpers; not its tests nor its markdown.ts) and its section on the
// every-block page of the bundled dataset. Styles shared with the rest of the site are not in it.

const root = path.resolve(import.meta.dirname, "../..");

/** Where the pictures are: the Studio serves this folder at /static/. */
export const STUDIO_STATIC_DIR = path.join(root, "studio/static");
/** The hash each picture was captured with, by block type. */
export const MANIFEST = path.join(STUDIO_STATIC_DIR, "blocks/pictures.json");
export const REFRESH_COMMAND = "npm run block-pictures";
/** The page of the bundled dataset that shows every block once (the end-to-end tests' too). */
export const EVERY_BLOCK_SLUG = "every-block";
const SEED_FILE = path.join(root, "studio/seed/production.ndjson");

export type Manifest = { command: string; blocks: Record<string, string> };

/** A block type's picture on disk. */
export const picturePath = (type: string) => path.join(STUDIO_STATIC_DIR, blockPictureFile(type));

/** richText → rich-text: a block's folder under blocks/. */
export const blockFolder = (type: string) =>
  path.join(
    root,
    "blocks",
    type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
  );

const IMAGE = /\.(png|webp)$/;

/** What may draw a block: code, styles, images and data, but not tests nor their fixtures, nor its Markdown. */
const draws = (file: string) =>
  /\.([cm]?[jt]sx?|css|svg|png|webp|json)$/.test(file) &&
  !/\.(test|spec|fixture)\.[cm]?[jt]sx?$/.test(file) &&
  file !== "markdown.ts";

/** The files of a block's folder that change its look, sorted by their path inside it. */
function sourceFiles(folder: string) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter(draws)
    .sort();
}

type Section = { _type: string; hidden?: boolean } & Record<string, unknown>;

/** The shown sections of the every-block page of the bundled dataset. */
export function everyBlockSections(): Section[] {
  const page = parseNdjson(readFileSync(SEED_FILE, "utf8")).find(
    (doc) =>
      doc._type === "page" &&
      (doc as { slug?: { current?: string } }).slug?.current === EVERY_BLOCK_SLUG &&
      !doc._id.startsWith("drafts."),
  ) as { sections?: Section[] } | undefined;
  if (!page) throw new Error(`The bundled dataset has no page "${EVERY_BLOCK_SLUG}"`);
  return (page.sections ?? []).filter((section) => !section.hidden);
}

/** A folder's files (line endings made LF) and a section's content, hashed: the same on every machine. */
export function sourceHash(folder: string, section: unknown) {
  const hash = createHash("sha256");
  for (const file of sourceFiles(folder)) {
    hash.update(`${file}\0`);
    const bytes = readFileSync(path.join(folder, file));
    hash.update(IMAGE.test(file) ? bytes : bytes.toString("utf8").replace(/\r\n?/g, "\n"));
    hash.update("\0");
  }
  hash.update(JSON.stringify(section ?? null));
  return hash.digest("hex").slice(0, 16);
}

/** What draws a block type's picture, hashed: its folder and its section of the every-block page. */
export const blockSourceHash = (type: string, sections = everyBlockSections()) =>
  sourceHash(
    blockFolder(type),
    sections.find((section) => section._type === type),
  );

/** The recorded hashes; empty before the first capture. */
export function readManifest(): Manifest {
  if (!existsSync(MANIFEST)) return { command: REFRESH_COMMAND, blocks: {} };
  return JSON.parse(readFileSync(MANIFEST, "utf8")) as Manifest;
}
