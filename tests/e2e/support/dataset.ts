import { readFileSync } from "node:fs";
import path from "node:path";
import { formatPrice } from "../../../web/shared/ui/format";

// The same bundled dataset the build read: the tests check pages against it.
type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const file = path.resolve(process.env.CONTENT_SEED_FILE || "studio/seed/production.ndjson");
const documents: Doc[] = readFileSync(file, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line))
  .filter((doc) => !String(doc._id).startsWith("drafts."));

const byOrder = (a: Doc, b: Doc) => (a.order ?? 0) - (b.order ?? 0);

export const docsOfType = (type: string): Doc[] =>
  documents.filter((doc) => doc._type === type).sort(byOrder);

export function singleton(type: string): Doc {
  const doc = documents.find((candidate) => candidate._id === type);
  if (!doc) throw new Error(`no ${type} document in ${file}`);
  return doc;
}

export const agents = () => docsOfType("agent");

export const legalPage = (slug: string): Doc => {
  const doc = docsOfType("legalPage").find((candidate) => candidate.slug?.current === slug);
  if (!doc) throw new Error(`no legal page ${slug}`);
  return doc;
};

/** 1299 -> "$1,299": the site's own price formatter. */
export const price = formatPrice;

/** Portable Text blocks -> their plain text, one string per block. */
export const blockTexts = (blocks: Doc[] = []) =>
  blocks
    .filter((block) => block._type === "block")
    .map((block) => block.children.map((span: Doc) => span.text).join(""));
