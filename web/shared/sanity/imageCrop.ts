// What an editor's crop and hotspot mean, without any configuration: shared by the page's image
// URLs (image.ts) and the build's share images, which crop bundled files the same way.

export type Crop = { top?: number; bottom?: number; left?: number; right?: number };
export type Hotspot = { x?: number; y?: number; width?: number; height?: number };

/** An image asset id, `image-<sha1>-<w>x<h>-<ext>`: file name, size and format of the asset. */
export const IMAGE_REF = /^image-([0-9a-zA-Z]+)-(\d+)x(\d+)-([a-z0-9]+)$/;

const fraction = (value: number | undefined, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : fallback;

// Typegen marks every crop and hotspot key optional; the builder wants them all.
export const fullCrop = (crop: Crop | null | undefined) =>
  crop
    ? {
        top: fraction(crop.top, 0),
        bottom: fraction(crop.bottom, 0),
        left: fraction(crop.left, 0),
        right: fraction(crop.right, 0),
      }
    : undefined;

export const fullHotspot = (hotspot: Hotspot | null | undefined) =>
  hotspot
    ? {
        x: fraction(hotspot.x, 0.5),
        y: fraction(hotspot.y, 0.5),
        width: fraction(hotspot.width, 1),
        height: fraction(hotspot.height, 1),
      }
    : undefined;
