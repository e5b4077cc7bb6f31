import { createImageUrlBuilder } from "@sanity/image-url";
import { IMAGE_REF, fullCrop, fullHotspot, type Crop, type Hotspot } from "./imageCrop";

type ImageValue =
  | {
      asset?: { _ref?: string | null } | null;
      hotspot?: Hotspot | null;
      crop?: Crop | null;
    }
  | null
  | undefined;

/** What an `<img>` needs: spread it on the element (with `alt` and `loading`). */
export type ImageSource = {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Intrinsic size at the requested width, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
};

export type ImageOptions = {
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 20vw, 33vw". */
  sizes?: string;
  /** srcset widths in px; by default 1x, 1.5x and 2x the requested width. */
  widths?: number[];
};

const DENSITIES = [1, 1.5, 2];
const LOCAL_IMAGES = "/seed-images/";

const projectId = APP_CONFIG.sanityProjectId;
const dataset = APP_CONFIG.sanityDataset;

// Bundled images take the same path as Sanity's: one builder makes every URL (width, format,
// crop and hotspot as query parameters). Without a project only the host and folder change:
// the file has the same name on Sanity's CDN and in /seed-images/, `<id>-<w>x<h>.<ext>`. A
// static host ignores the query and serves the file as it is (the bundled images are SVGs
// without a crop, so nothing is lost), and srcset candidates stay distinct URLs.
const builder = createImageUrlBuilder({ projectId: projectId || "local", dataset });
const toLocal = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${LOCAL_IMAGES}${pathname.slice(pathname.lastIndexOf("/") + 1)}${search}`;
};
const finish = projectId ? (url: string) => url : toLocal;

/** Size in px of the part of the asset the editor's crop keeps (rounded as the builder does). */
function croppedSize(crop: ReturnType<typeof fullCrop>, assetWidth: number, assetHeight: number) {
  if (!crop) return { width: assetWidth, height: assetHeight };
  const left = Math.round(crop.left * assetWidth);
  const top = Math.round(crop.top * assetHeight);
  return {
    width: Math.max(1, Math.round(assetWidth - crop.right * assetWidth - left)),
    height: Math.max(1, Math.round(assetHeight - crop.bottom * assetHeight - top)),
  };
}

/**
 * URL, srcset and intrinsic size of a CMS image drawn `width` px wide; with `height` it is
 * cropped to that ratio around the hotspot, otherwise it keeps the ratio of the editor's crop.
 * Served by Sanity's image CDN when a project is configured, else from /seed-images/.
 */
export function imageSource(
  image: ImageValue,
  width: number,
  height?: number,
  options: ImageOptions = {},
): ImageSource | null {
  const ref = image?.asset?._ref;
  const match = ref ? IMAGE_REF.exec(ref) : null;
  if (!ref || !match || !(width > 0)) return null;
  const [, , assetWidth, assetHeight, format] = match;
  const crop = fullCrop(image?.crop);
  const hotspot = fullHotspot(image?.hotspot);
  const source = croppedSize(crop, Number(assetWidth), Number(assetHeight));
  const ratio = height ? height / width : source.height / source.width;
  const outHeight = Math.round(width * ratio);

  const url = (w: number) => {
    let b = builder
      .image({ asset: { _ref: ref }, crop, hotspot })
      .width(w)
      .auto("format")
      .fit("crop");
    if (height) b = b.height(Math.round(w * ratio));
    return finish(b.url());
  };

  const result: ImageSource = { src: url(width), width, height: outHeight };
  // SVGs are vectors and scale to any width and pixel density: one URL serves every screen,
  // so they get no srcset (nor sizes, which only means something with a width srcset).
  if (format === "svg") return result;

  // Never ask for more pixels than the (cropped) source has: the CDN would only upscale.
  const candidates = options.widths ?? DENSITIES.map((density) => width * density);
  const widths = [...new Set(candidates.map((w) => Math.min(Math.round(w), source.width)))]
    .filter((w) => w > 0)
    .sort((a, b) => a - b);
  result.srcSet = widths.map((w) => `${url(w)} ${w}w`).join(", ");
  if (options.sizes) result.sizes = options.sizes;
  return result;
}
