import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseSeedDataset } from "#content/seedDataset.ts";
import { ndjsonLines } from "#content/ndjson.ts";
import { studioWorkspace } from "../studio/contentValidation";
import { mediaLibraryOf, withDerived } from "../studio/mediaLibraryData";
import { SEED_DIR, SEED_FILE } from "./tools/sanity-cli";

// `npm run content:tag-images`: tags the bundled dataset's images in the media library by the kind
// their fields name (schemas/lib/mediaTags.ts) and keeps their alt texts with them: the tag
// documents in production.ndjson, the assets' tags and alt texts in assets.json (what
// `content:push` restores on each asset). Tags and texts already there are kept.
const ASSETS_FILE = path.join(SEED_DIR, "assets.json");

const ndjson = await readFile(SEED_FILE, "utf8");
const { schema } = await studioWorkspace();
const { tagDocuments, assets } = mediaLibraryOf(parseSeedDataset(ndjson, SEED_FILE), schema);

const ids = new Set(ndjsonLines(ndjson).map(({ value }) => (value as { _id?: unknown })._id));
const newTags = tagDocuments.filter(({ _id }) => !ids.has(_id));
const added = newTags.map((doc) => `${JSON.stringify(doc)}\n`).join("");
await writeFile(SEED_FILE, `${ndjson.trimEnd()}\n${added}`);

const existing = existsSync(ASSETS_FILE) ? JSON.parse(await readFile(ASSETS_FILE, "utf8")) : {};
await writeFile(ASSETS_FILE, JSON.stringify(withDerived(existing, assets), null, 2) + "\n");
console.log(
  `${Object.keys(assets).length} images tagged in ${path.relative(process.cwd(), ASSETS_FILE)}; ` +
    `${newTags.length} new tag documents in ${path.relative(process.cwd(), SEED_FILE)}.`,
);
process.exit(0);
