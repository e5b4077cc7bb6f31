import { createImageUrlBuilder } from "@sanity/image-url";

type ImageValue =
  | {
      asset?: { _ref?: string } | null;
      hotspot?: unknown;
      crop?: unknown;
    }
  | null
  | undefined;

export type ImageSource = { src: string; srcSet?: string; width: number; height: number };

const REF = /^image-([0-9a-zA-Z]+)-(\d+)x(\d+)-([a-z0-9]+)$/;
const projectId = import.meta.env.VITE_SANITY_PROJECT_ID as string | undefined;
const dataset = (import.meta.env.VITE_SANITY_DATASET as string | undefined) || "production";
const builder = projectId ? createImageUrlBuilder({ projectId, dataset }) : null;

/**
 * URL and intrinsic size of a CMS image at `width` px, scaled to `height` when given
 * (cropped around the hotspot). Bundled images come from /seed-images/ as they are.
 */
export function imageSource(image: ImageValue, width: number, height?: number): ImageSource | null {
  const ref = image?.asset?._ref;
  const match = ref ? REF.exec(ref) : null;
  if (!match) return null;
  const [, id, w, h, ext] = match;
  const intrinsicWidth = Number(w);
  const intrinsicHeight = Number(h);
  const outHeight = height ?? Math.round((width * intrinsicHeight) / intrinsicWidth);
  if (!builder) {
    return { src: `/seed-images/${id}-${w}x${h}.${ext}`, width, height: outHeight };
  }
  const url = (w: number) => {
    let b = builder
      .image(image as never)
      .width(w)
      .auto("format")
      .fit("crop");
    if (height) b = b.height(Math.round((w * outHeight) / width));
    return b.url();
  };
  return {
    src: url(width),
    srcSet: [1, 2].map((density) => `${url(width * density)} ${density}x`).join(", "),
    width,
    height: outHeight,
  };
}
