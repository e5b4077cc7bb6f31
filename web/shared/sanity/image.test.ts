import { afterEach, describe, expect, it, vi } from "vitest";
import { stubAppConfig } from "../../../tests/unit/app-config";

// image.ts reads the Sanity project when it loads: configure it, then import it afresh.
async function loadImageModule(projectId: string) {
  stubAppConfig({ VITE_SANITY_PROJECT_ID: projectId });
  vi.resetModules();
  return import("./image");
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const photo = { asset: { _ref: "image-abc123-2000x1000-jpg" } };
const logo = { asset: { _ref: "image-abc123-400x300-svg" } };
const CDN = "https://cdn.sanity.io/images/proj1234/production/";

const params = (url: string) => new URL(url, "http://localhost").searchParams;
const srcSetEntries = (srcSet: string | undefined) =>
  (srcSet ?? "").split(", ").map((entry) => {
    const [url, descriptor] = entry.split(" ");
    return { url, descriptor };
  });

describe("imageSource with a Sanity project", () => {
  it("builds a CDN URL with width, automatic format and crop fit, and a width srcset", async () => {
    const { imageSource } = await loadImageModule("proj1234");
    const source = imageSource(photo, 400, undefined, { sizes: "(min-width: 768px) 20vw, 50vw" });
    expect(source).toMatchObject({ width: 400, height: 200, sizes: "(min-width: 768px) 20vw, 50vw" });
    expect(source?.src.startsWith(`${CDN}abc123-2000x1000.jpg?`)).toBe(true);
    const query = params(source!.src);
    expect(query.get("w")).toBe("400");
    expect(query.get("auto")).toBe("format");
    expect(query.get("fit")).toBe("crop");
    expect(query.has("h")).toBe(false);

    const entries = srcSetEntries(source?.srcSet);
    expect(entries.map((entry) => entry.descriptor)).toEqual(["400w", "600w", "800w"]);
    for (const { url, descriptor } of entries) {
      expect(url.startsWith(CDN)).toBe(true);
      expect(params(url).get("w")).toBe(descriptor.replace("w", ""));
      expect(params(url).get("auto")).toBe("format");
    }
  });

  it("crops to the requested ratio around the hotspot", async () => {
    const { imageSource } = await loadImageModule("proj1234");
    const image = { ...photo, hotspot: { x: 0.8, y: 0.5, width: 0.2, height: 0.2 } };
    const source = imageSource(image, 300, 300);
    expect(source).toMatchObject({ width: 300, height: 300 });
    const query = params(source!.src);
    expect(query.get("w")).toBe("300");
    expect(query.get("h")).toBe("300");
    expect(query.get("fit")).toBe("crop");
    // A 1000x1000 square of the 2000x1000 image, as near the hotspot (x = 1600) as it fits.
    expect(query.get("rect")).toBe("1000,0,1000,1000");
    // Every srcset candidate keeps the square and the hotspot.
    for (const { url, descriptor } of srcSetEntries(source?.srcSet)) {
      const w = descriptor.replace("w", "");
      expect(params(url).get("h")).toBe(w);
      expect(params(url).get("rect")).toBe("1000,0,1000,1000");
    }
  });

  it("keeps the editor's crop and its ratio for the intrinsic size", async () => {
    const { imageSource } = await loadImageModule("proj1234");
    const image = { ...photo, crop: { top: 0, bottom: 0.5, left: 0.1, right: 0.1 } };
    const source = imageSource(image, 400);
    // The crop keeps 1600x500 px, so 400 px wide is 125 px high.
    expect(source).toMatchObject({ width: 400, height: 125 });
    expect(params(source!.src).get("rect")).toBe("200,0,1600,500");
  });

  it("moves the crop with the hotspot", async () => {
    const { imageSource } = await loadImageModule("proj1234");
    const image = { ...photo, hotspot: { x: 0.25, y: 0.4, width: 0.1, height: 0.1 } };
    const query = params(imageSource(image, 200, 200)!.src);
    // The square now sits at the left, where the hotspot (x = 500) is.
    expect(query.get("rect")).toBe("0,0,1000,1000");
    expect(query.get("w")).toBe("200");
  });

  it("never asks the CDN for more pixels than the source has, and honours custom widths", async () => {
    const { imageSource } = await loadImageModule("proj1234");
    const small = { asset: { _ref: "image-abc123-500x250-png" } };
    const descriptors = (srcSet?: string) => srcSetEntries(srcSet).map((entry) => entry.descriptor);
    expect(descriptors(imageSource(small, 400)?.srcSet)).toEqual(["400w", "500w"]);
    expect(descriptors(imageSource(photo, 240, undefined, { widths: [480, 120, 240] })?.srcSet)).toEqual([
      "120w",
      "240w",
      "480w",
    ]);
  });

  it("gives an SVG no srcset: vectors scale to any width", async () => {
    const { imageSource } = await loadImageModule("proj1234");
    const source = imageSource(logo, 240, undefined, { sizes: "10vw" });
    expect(source?.src.startsWith(`${CDN}abc123-400x300.svg?`)).toBe(true);
    expect(source).toMatchObject({ width: 240, height: 180 });
    expect(source?.srcSet).toBeUndefined();
    expect(source?.sizes).toBeUndefined();
  });
});

describe("imageSource without a Sanity project (bundled dataset)", () => {
  it("serves the bundled file from /seed-images with the intrinsic ratio", async () => {
    const { imageSource } = await loadImageModule("");
    const source = imageSource(logo, 200);
    expect(source).toEqual({
      loading: "lazy",
      decoding: "async",
      src: "/seed-images/abc123-400x300.svg?w=200&fit=crop&auto=format",
      width: 200,
      height: 150,
    });
  });

  it("takes the same path as the CDN: same builder parameters, only the host and folder differ", async () => {
    const image = { ...photo, hotspot: { x: 0.8, y: 0.5, width: 0.2, height: 0.2 } };
    const options = { sizes: "33vw" };
    const cdn = (await loadImageModule("proj1234")).imageSource(image, 300, 300, options)!;
    const local = (await loadImageModule("")).imageSource(image, 300, 300, options)!;
    const toLocal = (url: string) => url.replace(CDN, "/seed-images/");
    expect(local.src).toBe(toLocal(cdn.src));
    expect(local.srcSet).toBe(cdn.srcSet?.split(CDN).join("/seed-images/"));
    expect(local.srcSet).toContain("/seed-images/abc123-2000x1000.jpg?rect=1000,0,1000,1000&w=600&h=600");
    expect(local).toMatchObject({ width: 300, height: 300, sizes: "33vw" });
  });

  it("returns null for a missing or malformed image", async () => {
    const { imageSource } = await loadImageModule("");
    expect(imageSource(null, 200)).toBeNull();
    expect(imageSource({ asset: null }, 200)).toBeNull();
    expect(imageSource({ asset: { _ref: "not-an-image" } }, 200)).toBeNull();
  });
});

// A 2×1 PNG, as Sanity's `metadata.lqip` gives a (20 px wide) one.
const LQIP =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DwHwQZYAwAXmUH+Y8NNBUAAAAASUVORK5CYII=";

describe("loading", () => {
  it("loads lazily and decodes off the main thread by default", async () => {
    const { imageSource } = await loadImageModule("proj1234");
    const source = imageSource(photo, 400)!;
    expect(source).toMatchObject({ loading: "lazy", decoding: "async" });
    expect(source.fetchPriority).toBeUndefined();
  });

  it("loads the page's largest image at once and first", async () => {
    const { imageSource } = await loadImageModule("proj1234");
    expect(imageSource(photo, 400, undefined, { priority: true })).toMatchObject({
      loading: "eager",
      fetchPriority: "high",
    });
  });

  it("names loading and sizes before the sources, as the browser reads them", async () => {
    const { imageSource } = await loadImageModule("proj1234");
    const keys = Object.keys(imageSource(photo, 400, undefined, { sizes: "50vw" })!);
    expect(keys.indexOf("loading")).toBeLessThan(keys.indexOf("srcSet"));
    expect(keys.indexOf("sizes")).toBeLessThan(keys.indexOf("srcSet"));
    expect(keys.indexOf("srcSet")).toBeLessThan(keys.indexOf("src"));
  });
});

describe("placeholder", () => {
  it("draws the asset's lqip blurred as the image's background", async () => {
    const { imageSource } = await loadImageModule("");
    const { style } = imageSource({ ...logo, lqip: LQIP }, 200)!;
    expect(style?.backgroundSize).toBe("cover");
    const url = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(String(style?.backgroundImage))?.[1];
    const svg = decodeURIComponent(url ?? "");
    // The tiny image, covering the image's box (200×150) through a blur filter.
    expect(svg).toContain("viewBox='0 0 200 150'");
    expect(svg).toContain("<feGaussianBlur");
    expect(svg).toContain(`href='${LQIP}'`);
    expect(svg).toContain("filter='url(#b)'");
  });

  it("gives no placeholder without an lqip, or with anything but an image data URL", async () => {
    const { imageSource } = await loadImageModule("");
    expect(imageSource(logo, 200)!.style).toBeUndefined();
    expect(imageSource({ ...logo, lqip: null }, 200)!.style).toBeUndefined();
    for (const lqip of ["https://example.com/a.png", "data:image/svg+xml,<svg/>", `${LQIP}')"`]) {
      expect(imageSource({ ...logo, lqip }, 200)!.style).toBeUndefined();
    }
  });
});
