import type { ArraySchemaType, ObjectSchemaType, Schema, SchemaType, SanityDocumentLike } from "sanity";
import { DEFAULT_LANGUAGE } from "../content/languages";
import { MEDIA_TAGS, mediaTagId, type MediaTag } from "../schemas/lib/mediaTags";

// The media library's data in the bundled dataset (./mediaLibrary.tsx): its tag documents,
// in production.ndjson, and each image's tags and alternative texts, in assets.json, which
// `sanity dataset export` writes and `sanity dataset import` restores on each asset.

type Reference = { _type: "reference"; _ref: string; _key: string; _weak: true };

/** An asset's entry in assets.json, keyed `image-<sha1>`. */
export type AssetMeta = { altText: Record<string, string>; opt: { media: { tags: Reference[] } } };

type Use = { tags: Set<MediaTag>; alt: Map<string, string> };
type Visit = (image: Record<string, unknown>, type: SchemaType) => void;

const isImage = (type: SchemaType | undefined): boolean =>
  !!type && (type.name === "image" || isImage(type.type));

function walk(value: unknown, type: SchemaType | undefined, visit: Visit): void {
  if (!type || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    const members = (type as ArraySchemaType).of ?? [];
    for (const item of value) {
      const named = (item as { _type?: unknown })?._type;
      walk(
        item,
        members.find((member) => member.name === named) ?? (members.length === 1 ? members[0] : undefined),
        visit,
      );
    }
    return;
  }
  const object = value as Record<string, unknown>;
  if (isImage(type)) visit(object, type);
  for (const field of (type as ObjectSchemaType).fields ?? []) walk(object[field.name], field.type, visit);
}

const tagsOf = (type: SchemaType): MediaTag[] => {
  const named = (type.options as { mediaTags?: unknown } | undefined)?.mediaTags;
  return Array.isArray(named) ? named.filter((tag): tag is MediaTag => MEDIA_TAGS.includes(tag)) : [];
};

/** Each image asset the documents use: the kinds its fields name and its alt text in each language. */
export function imageUses(documents: readonly SanityDocumentLike[], schema: Schema): Map<string, Use> {
  const uses = new Map<string, Use>();
  for (const doc of documents) {
    const language = typeof doc.language === "string" ? doc.language : DEFAULT_LANGUAGE;
    walk(doc, schema.get(doc._type), (image, type) => {
      const ref = (image.asset as { _ref?: unknown } | undefined)?._ref;
      if (typeof ref !== "string") return;
      const use = uses.get(ref) ?? { tags: new Set<MediaTag>(), alt: new Map<string, string>() };
      uses.set(ref, use);
      for (const tag of tagsOf(type)) use.tags.add(tag);
      if (typeof image.alt === "string" && image.alt.trim() && !use.alt.has(language))
        use.alt.set(language, image.alt.trim());
    });
  }
  return uses;
}

/** assets.json's key of an asset: `image-<sha1>-<w>x<h>-<ext>` → `image-<sha1>`. */
export const assetKey = (assetId: string) => assetId.split("-").slice(0, 2).join("-");

/** The tag documents and assets.json the documents' images call for. */
export function mediaLibraryOf(documents: readonly SanityDocumentLike[], schema: Schema) {
  const assets: Record<string, AssetMeta> = {};
  const used = new Set<MediaTag>();
  for (const [ref, { tags, alt }] of [...imageUses(documents, schema)].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    for (const tag of tags) used.add(tag);
    assets[assetKey(ref)] = {
      altText: Object.fromEntries([...alt].sort(([a], [b]) => a.localeCompare(b))),
      opt: {
        media: {
          tags: [...tags]
            .sort()
            .map((tag) => ({ _type: "reference", _ref: mediaTagId(tag), _key: tag, _weak: true })),
        },
      },
    };
  }
  const tagDocuments = MEDIA_TAGS.filter((tag) => used.has(tag)).map((tag) => ({
    _id: mediaTagId(tag),
    _type: "media.tag",
    name: { _type: "slug", current: tag },
  }));
  return { tagDocuments, assets };
}

/** assets.json as it is, with what `derived` adds: its tags an asset lacks, its missing alt texts. */
export function withDerived(
  existing: Record<string, Partial<AssetMeta>>,
  derived: Record<string, AssetMeta>,
): Record<string, Partial<AssetMeta>> {
  const merged = { ...existing };
  for (const [key, meta] of Object.entries(derived)) {
    const kept = existing[key] ?? {};
    const tags = kept.opt?.media?.tags ?? [];
    const added = meta.opt.media.tags.filter((tag) => !tags.some(({ _ref }) => _ref === tag._ref));
    merged[key] = {
      ...kept,
      altText: { ...meta.altText, ...kept.altText },
      opt: { ...kept.opt, media: { ...kept.opt?.media, tags: [...tags, ...added] } },
    };
  }
  return merged;
}
