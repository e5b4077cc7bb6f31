import { createImageUrlBuilder } from "@sanity/image-url";
import type { CSSProperties } from "react";
import { IMAGE_REF, fullCrop, fullHotspot, type Crop, type Hotspot } from "./imageCrop";

type ImageValue =
  | {
      asset?: { _ref?: string | null } | null;
      hotspot?: Hotspot | null;
      crop?: Crop | null;
      /** The asset's `metadata.lqip` (imageFragment): a tiny image shown blurred until it loads. */
      lqip?: string | null;
    }
  | null
  | undefined;

/** What an `<img>` needs: spread it on the element (with `alt`). */
export type ImageSource = {
  loading: "lazy" | "eager";
  decoding: "async";
  fetchPriority?: "high";
  /** Intrinsic size at the requested width, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  sizes?: string;
  srcSet?: string;
  src: string;
  style?: CSSProperties;
};

export type ImageOptions = {
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 20vw, 33vw". */
  sizes?: string;
  /** srcset widths in px; by default 1x, 1.5x and 2x the requested width. */
  widths?: number[];
  /**
   * The page's largest image in the first screen (its LCP): loaded at once and first. Every
   * other image loads lazily, when it nears the window.
   */
  priority?: boolean;
};

const DENSITIES = [1, 1.5, 2];
const LOCAL_IMAGES = "/seed-images/";

const projectId = APP_CONFIG.sanityProjectId;
const dataset = APP_CONFIG.sanityDataset;

// Bundled images take the same path as Sanity's, one builder for every URL: the file has the same
// name in /seed-images/. A static host ignores the query and serves the file as it is (the bundled
// images are SVGs without a crop, so nothing is lost), and srcset candidates stay distinct URLs.
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
 * A CMS image drawn `width` px wide; with `height` it is cropped to that ratio around the
 * hotspot, otherwise it keeps the ratio of the editor's crop.
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

  // SVGs are vectors and scale to any width and pixel density: one URL serves every screen,
  // so they get no srcset (nor sizes, which only means something with a width srcset).
  let srcSet: string | undefined;
  if (format !== "svg") {
    // Never ask for more pixels than the (cropped) source has: the CDN would only upscale.
    const candidates = options.widths ?? DENSITIES.map((density) => width * density);
    const widths = [...new Set(candidates.map((w) => Math.min(Math.round(w), source.width)))]
      .filter((w) => w > 0)
      .sort((a, b) => a - b);
    srcSet = widths.map((w) => `${url(w)} ${w}w`).join(", ");
  }
  const placeholder = placeholderStyle(image?.lqip, width, outHeight);
  // In this order in the HTML: a browser reads `loading` and `sizes` before it picks a source.
  return {
    loading: options.priority ? "eager" : "lazy",
    decoding: "async",
    ...(options.priority ? { fetchPriority: "high" as const } : {}),
    width,
    height: outHeight,
    ...(srcSet && options.sizes ? { sizes: options.sizes } : {}),
    ...(srcSet ? { srcSet } : {}),
    src: url(width),
    ...(placeholder ? { style: placeholder } : {}),
  };
}

const DATA_IMAGE = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/;

/**
 * The tiny image blurred by an SVG filter, as a CSS background: no script, and the CSP allows
 * `data:` images and inline styles (web/files/securityHeaders.server.ts). Given for opaque images
 * only, which draw over it. Anything but a base64 image data URL is ignored.
 */
export function placeholderStyle(
  lqip: string | null | undefined,
  width: number,
  height: number,
): CSSProperties | undefined {
  if (!lqip || !DATA_IMAGE.test(lqip)) return undefined;
  // The blur's radius is about one placeholder pixel (it is 20 px wide); the alpha table keeps the
  // edges opaque, which a blur alone would fade.
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'>` +
    `<filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='${Math.max(1, Math.round(width / 20))}'/>` +
    `<feComponentTransfer><feFuncA type='table' tableValues='1 1'/></feComponentTransfer></filter>` +
    `<image width='${width}' height='${height}' preserveAspectRatio='xMidYMid slice' filter='url(%23b)' href='${lqip}'/></svg>`;
  return {
    backgroundImage: `url("data:image/svg+xml,${svg.replace(/</g, "%3C").replace(/>/g, "%3E")}")`,
    backgroundSize: "cover",
  };
}
