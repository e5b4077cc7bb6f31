import type { SanityDocumentLike } from "sanity";
import { parseNdjson } from "./ndjson";

type Fields = Record<string, unknown>;

const EXPORTED_ASSET = /^image@file:\/\/\.\/images\/([0-9a-f]+-\d+x\d+)\.([a-z0-9]+)$/i;

export function publishedOnly<T>(documents: T[]): T[] {
  return documents.filter((doc) => {
    const id = (doc as Fields | null)?._id;
    return typeof id === "string" && !id.startsWith("drafts.");
  });
}

/**
 * `sanity dataset export` writes image fields as `_sanityAsset: "image@file://./images/…"`.
 * Rewrite them to the `asset._ref` the Sanity API returns, so one image helper serves both.
 */
export function fromExportedImages<T>(value: T): T {
  if (Array.isArray(value)) return value.map(fromExportedImages) as T;
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value as Fields).map(([key, child]) => [key, fromExportedImages(child)]);
  const object = Object.fromEntries(entries) as Fields;
  const exported = typeof object._sanityAsset === "string" ? EXPORTED_ASSET.exec(object._sanityAsset) : null;
  if (!exported) return object as T;
  const { _sanityAsset: _dropped, ...rest } = object;
  void _dropped;
  return { ...rest, asset: { _type: "reference", _ref: `image-${exported[1]}-${exported[2]}` } } as T;
}

/**
 * The documents of a bundled NDJSON dataset as the Sanity API serves them: published only,
 * image fields as asset references. `source` names the file in the error for a bad line.
 */
export function parseSeedDataset(ndjson: string, source: string): SanityDocumentLike[] {
  return publishedOnly(parseNdjson(ndjson, source)).map(fromExportedImages);
}
