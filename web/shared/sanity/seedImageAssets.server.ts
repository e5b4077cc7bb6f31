import { readFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { hashCache, contentHash, type HashCache } from "./buildCache.server";
import { IMAGE_REF } from "./imageCrop";
import { SEED_IMAGE_TYPES } from "./seedFile.server";

/** Sanity draws its placeholder (`metadata.lqip`) 20 px wide. */
export const LQIP_WIDTH = 20;
// Part of every cache key: change it when the drawing below changes, and every placeholder is redrawn.
const LQIP_VERSION = "lqip-1";

/** What Sanity's image pipeline records of an image, as far as the site reads it. */
export type ImageMetadata = {
  lqip: string;
  hasAlpha: boolean;
  isOpaque: boolean;
  dimensions: { width: number; height: number };
};

/**
 * The image's low-quality placeholder as Sanity makes it: the whole image drawn 20 px wide, as a
 * base64 data URL (a PNG here: resvg writes PNG, Sanity JPEG). Raster files are drawn through an
 * SVG frame, since resvg reads SVG only.
 */
export function drawLqip(file: Uint8Array, ext: string, width: number, height: number): ImageMetadata {
  const svg =
    ext === "svg"
      ? Buffer.from(file)
      : `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="data:${SEED_IMAGE_TYPES[ext] ?? "image/png"};base64,${Buffer.from(file).toString("base64")}" width="${width}" height="${height}"/></svg>`;
  // No system fonts: a 20 px blur shows no letters, and scanning the fonts costs more than drawing.
  const image = new Resvg(svg, {
    fitTo: { mode: "width", value: LQIP_WIDTH },
    font: { loadSystemFonts: false },
  }).render();
  let isOpaque = true;
  for (let alpha = 3; alpha < image.pixels.length; alpha += 4) {
    if (image.pixels[alpha] !== 255) {
      isOpaque = false;
      break;
    }
  }
  return {
    lqip: `data:image/png;base64,${image.asPng().toString("base64")}`,
    hasAlpha: !isOpaque,
    isOpaque,
    dimensions: { width, height },
  };
}

export function imageRefs(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) imageRefs(item, found);
  } else if (value && typeof value === "object") {
    const { _ref } = value as { _ref?: unknown };
    if (typeof _ref === "string" && IMAGE_REF.test(_ref)) found.add(_ref);
    for (const child of Object.values(value)) imageRefs(child, found);
  }
  return found;
}

export async function imageMetadata(
  file: Uint8Array,
  ext: string,
  width: number,
  height: number,
  cache: HashCache,
): Promise<ImageMetadata> {
  const key = contentHash(LQIP_VERSION, String(LQIP_WIDTH), ext, file);
  const json = await cache.get(key, () => Buffer.from(JSON.stringify(drawLqip(file, ext, width, height))));
  return { ...(JSON.parse(json.toString("utf8")) as ImageMetadata), dimensions: { width, height } };
}

/**
 * The `sanity.imageAsset` documents of the bundled images, as Sanity's API has them, so that the
 * same GROQ (`asset->metadata.lqip`) runs on the bundled dataset. A missing file gets none.
 */
export async function seedImageAssets(
  documents: unknown[],
  imagesDir: string,
  cache: HashCache = hashCache("lqip"),
) {
  const refs = [...imageRefs(documents)].sort();
  const assets = await Promise.all(
    refs.map(async (ref) => {
      const [, id, width, height, ext] = IMAGE_REF.exec(ref)!;
      const file = await readFile(path.join(imagesDir, `${id}-${width}x${height}.${ext}`)).catch(() => null);
      if (!file) return [];
      const metadata = await imageMetadata(file, ext, Number(width), Number(height), cache);
      const { width: w, height: h } = metadata.dimensions;
      return [
        {
          _id: ref,
          _type: "sanity.imageAsset",
          extension: ext,
          metadata: {
            _type: "sanity.imageMetadata",
            ...metadata,
            dimensions: { _type: "sanity.imageDimensions", width: w, height: h, aspectRatio: w / h },
          },
        },
      ];
    }),
  );
  return assets.flat();
}

/**
 * An image whose asset is not among `assets` loses its asset, which every component shows as no
 * image; one warning per document names them.
 */
export function withoutMissingImages<T>(documents: T[], assets: ReadonlySet<string>): T[] {
  const strip = (value: unknown, missing: string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => strip(item, missing));
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value).flatMap(([key, child]) => {
      const ref = (child as { _ref?: unknown } | null)?._ref;
      if (key === "asset" && typeof ref === "string" && IMAGE_REF.test(ref) && !assets.has(ref)) {
        missing.push(ref);
        return [];
      }
      return [[key, strip(child, missing)]];
    });
    return Object.fromEntries(entries);
  };
  return documents.map((doc) => {
    const missing: string[] = [];
    const kept = strip(doc, missing) as T;
    if (!missing.length) return doc;
    const id = (doc as { _id?: unknown })._id;
    console.warn(`The document ${String(id)} shows no image for ${missing.join(", ")}: the file is missing.`);
    return kept;
  });
}
