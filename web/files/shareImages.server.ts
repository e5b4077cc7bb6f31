import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { createImageUrlBuilder } from "@sanity/image-url";
import pLimit from "p-limit";
import type { PageListing } from "#web/features/seo/pageListings.ts";
import { isEditorImage } from "#web/features/seo/shareCard.ts";
import { SHARE_IMAGE_SIZE, shareImagePath } from "#web/features/seo/sitePaths.ts";
import { contentHash, hashCache, type HashCache } from "#web/shared/sanity/buildCache.server.ts";
import { IMAGE_REF, fullCrop, fullHotspot, type Crop, type Hotspot } from "#web/shared/sanity/imageCrop.ts";
import { SHARE_CARD_VERSION, renderShareCard, shareCardFonts, type CardSite } from "./shareCard.server";

const DRAWERS = 3;

/** An SEO `image` as the queries project it. */
export type SeoImage = {
  asset?: { _ref?: string | null } | null;
  crop?: Crop | null;
  hotspot?: Hotspot | null;
} | null;

type ImageSourceSettings = {
  /** The Sanity project the content comes from; none: the bundled dataset. */
  projectId?: string;
  dataset?: string;
  /** Where the bundled dataset's image files are (studio/seed/images). */
  seedImagesDir: string;
  fetch?: typeof fetch;
};

const MIME: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

/** Cropped around the editor's hotspot. */
export function croppedImageUrl(image: SeoImage, projectId: string, dataset = "production"): string | null {
  if (!isEditorImage(image)) return null;
  return createImageUrlBuilder({ projectId, dataset })
    .image({
      asset: { _ref: image!.asset!._ref! },
      crop: fullCrop(image?.crop),
      hotspot: fullHotspot(image?.hotspot),
    })
    .width(SHARE_IMAGE_SIZE.width)
    .height(SHARE_IMAGE_SIZE.height)
    .fit("crop")
    .format("png")
    .url();
}

/** A bundled SEO image's file (none with a Sanity project: its asset id names its content), with its size and type. */
function seedImage(image: SeoImage, settings: ImageSourceSettings) {
  const match = IMAGE_REF.exec(image?.asset?._ref ?? "");
  if (settings.projectId || !match) return undefined;
  const [, id, width, height, ext] = match;
  return { file: path.join(settings.seedImagesDir, `${id}-${width}x${height}.${ext}`), width, height, ext };
}

/**
 * Cut by Sanity's image pipeline, or, for the bundled dataset, drawn with the same `rect` the
 * pipeline's URL names. Null when the image has no usable asset.
 */
export async function croppedSeoImage(
  image: SeoImage,
  settings: ImageSourceSettings,
): Promise<Buffer | null> {
  const url = croppedImageUrl(image, settings.projectId || "local", settings.dataset);
  if (!url) return null;
  const seed = seedImage(image, settings);
  if (!seed) {
    const response = await (settings.fetch ?? fetch)(url);
    if (!response.ok) throw new Error(`Share image ${url}: HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  const { file, width, height, ext } = seed;
  const data = (await readFile(file)).toString("base64");
  const rect = new URL(url).searchParams.get("rect") ?? `0,0,${width},${height}`;
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_SIZE.width}" height="${SHARE_IMAGE_SIZE.height}" viewBox="${rect.split(",").join(" ")}" preserveAspectRatio="none"><image href="data:${MIME[ext] ?? "image/png"};base64,${data}" width="${width}" height="${height}" preserveAspectRatio="none"/></svg>`;
  return new Resvg(frame).render().asPng();
}

/**
 * Its SEO image cropped, else its card drawn. Each is cached under the hash of all it is drawn
 * from, so a rebuild draws only the pages that changed.
 */
export async function writeShareImages(
  pages: PageListing[],
  outDir: string,
  site: CardSite,
  images: ImageSourceSettings,
  cache: HashCache = hashCache("share-images"),
): Promise<string[]> {
  const drawing = contentHash(SHARE_CARD_VERSION, ...(await shareCardFonts()));
  const listed = pages.filter((listing) => !listing.noIndex);
  // A few at a time: one card is laid out (JavaScript) while resvg draws another (thread pool).
  return pLimit(DRAWERS).map(listed, async (page) => {
    const { projectId, dataset } = images;
    const seed = seedImage(page.image, images);
    const key = contentHash(
      drawing,
      JSON.stringify({ card: page.card, site, image: page.image, projectId, dataset }),
      seed ? await readFile(seed.file).catch(() => "") : "",
    );
    const png = await cache.get(key, async () => {
      const cropped = await croppedSeoImage(page.image, images).catch((error: unknown) => {
        // A missing file or asset: the page gets its drawn card, and the build says which.
        console.warn(
          `The SEO image of ${page.path} is not drawn (${error instanceof Error ? error.message : error}): its card is.`,
        );
        return null;
      });
      return cropped ?? (await renderShareCard(page.card, site));
    });
    const file = path.join(outDir, shareImagePath(page.path));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, png);
    return file;
  });
}
