import { readFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { createImageUrlBuilder } from "@sanity/image-url";
import { isEditorImage } from "../../web/features/seo/shareCard";
import { SHARE_IMAGE_SIZE } from "../../web/features/seo/sitePaths";
import {
  IMAGE_REF,
  fullCrop,
  fullHotspot,
  type Crop,
  type Hotspot,
} from "../../web/shared/content/imageCrop";

/** An SEO `image` as the queries project it. */
export type SeoImage = {
  asset?: { _ref?: string | null } | null;
  crop?: Crop | null;
  hotspot?: Hotspot | null;
} | null;

export type ImageSourceSettings = {
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

/** The image's URL on Sanity's image CDN as a 1200×630 PNG, cropped around the editor's hotspot. */
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

/**
 * The page's SEO image as its 1200×630 share image (PNG), cut by Sanity's image pipeline: fetched
 * from the CDN, or, for the bundled dataset, the file in `seedImagesDir` drawn with the same `rect`
 * the pipeline's URL names. Null when the image has no usable asset.
 */
export async function croppedSeoImage(
  image: SeoImage,
  settings: ImageSourceSettings,
): Promise<Buffer | null> {
  const url = croppedImageUrl(image, settings.projectId || "local", settings.dataset);
  if (!url) return null;
  if (settings.projectId) {
    const response = await (settings.fetch ?? fetch)(url);
    if (!response.ok) throw new Error(`Share image ${url}: HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  const [, id, width, height, ext] = IMAGE_REF.exec(image!.asset!._ref!)!;
  const file = await readFile(path.join(settings.seedImagesDir, `${id}-${width}x${height}.${ext}`));
  const rect = new URL(url).searchParams.get("rect") ?? `0,0,${width},${height}`;
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_SIZE.width}" height="${SHARE_IMAGE_SIZE.height}" viewBox="${rect.split(",").join(" ")}" preserveAspectRatio="none"><image href="data:${MIME[ext] ?? "image/png"};base64,${file.toString("base64")}" width="${width}" height="${height}" preserveAspectRatio="none"/></svg>`;
  return new Resvg(frame).render().asPng();
}
