import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { evaluate, parse } from "groq-js";
import { contentHash, hashCache } from "./buildCache.server";
import {
  LQIP_WIDTH,
  drawLqip,
  imageRefs,
  seedImageAssets,
  withoutMissingImages,
} from "./seedImageAssets.server";

const square = (fill: string, opacity = 1) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}" fill-opacity="${opacity}"/></svg>`;

/** Width and height from a PNG data URL's IHDR chunk. */
function pngSize(dataUrl: string) {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "lqip-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("drawLqip", () => {
  it("draws the whole image 20 px wide as a PNG data URL, as Sanity's lqip", () => {
    const metadata = drawLqip(Buffer.from(square("#3730a3")), "svg", 400, 300);
    expect(pngSize(metadata.lqip)).toEqual({ width: LQIP_WIDTH, height: 15 });
    expect(metadata).toMatchObject({
      isOpaque: true,
      hasAlpha: false,
      dimensions: { width: 400, height: 300 },
    });
  });

  it("tells an image with transparent parts (no placeholder for it)", () => {
    expect(drawLqip(Buffer.from(square("#3730a3", 0.5)), "svg", 400, 300).isOpaque).toBe(false);
  });
});

describe("imageRefs", () => {
  it("finds every image reference once, at any depth, and nothing else", () => {
    const docs = [
      { _id: "a", image: { asset: { _ref: "image-abc-400x300-svg" } } },
      {
        _id: "b",
        items: [{ photo: { asset: { _ref: "image-abc-400x300-svg" } } }, { page: { _ref: "page-1" } }],
      },
    ];
    expect([...imageRefs(docs)]).toEqual(["image-abc-400x300-svg"]);
  });
});

describe("seedImageAssets", () => {
  const docs = [
    { _id: "gallery", _type: "gallery", logo: { asset: { _ref: "image-aaa-400x300-svg" } } },
    { _id: "page", _type: "page", photo: { asset: { _ref: "image-bbb-400x300-svg" } } },
    { _id: "lost", _type: "page", photo: { asset: { _ref: "image-ccc-400x300-svg" } } },
  ];
  const writeImages = async (first = "#1e1b4b") => {
    await writeFile(path.join(dir, "aaa-400x300.svg"), square(first));
    await writeFile(path.join(dir, "bbb-400x300.svg"), square("#0f766e"));
  };

  it("adds an image asset per bundled file, so the same GROQ reads its lqip", async () => {
    await writeImages();
    const cache = hashCache("lqip", path.join(dir, "cache"));
    const assets = await seedImageAssets(docs, dir, cache);
    // The missing file gets no asset: its image renders without a placeholder.
    expect(assets.map((asset) => asset._id)).toEqual(["image-aaa-400x300-svg", "image-bbb-400x300-svg"]);
    const dataset = [...docs, ...assets];
    const query = `*[_type == "page"] | order(_id) {_id, "lqip": photo.asset->metadata.lqip, "w": photo.asset->metadata.dimensions.width}`;
    const result = await (await evaluate(parse(query), { dataset })).get();
    expect(result).toEqual([
      { _id: "lost", lqip: null, w: null },
      { _id: "page", lqip: expect.stringMatching(/^data:image\/png;base64,/), w: 400 },
    ]);
  });

  it("draws each file once: a second load reuses them, a changed file is redrawn alone", async () => {
    await writeImages();
    const cacheDir = path.join(dir, "cache");
    const first = hashCache("lqip", cacheDir);
    const drawn = await seedImageAssets(docs, dir, first);
    expect(first.counts).toEqual({ hits: 0, misses: 2 });
    expect(await readdir(path.join(cacheDir, "lqip"))).toHaveLength(2);

    const second = hashCache("lqip", cacheDir);
    expect(await seedImageAssets(docs, dir, second)).toEqual(drawn);
    expect(second.counts).toEqual({ hits: 2, misses: 0 });

    await writeImages("#f59e0b");
    const third = hashCache("lqip", cacheDir);
    const redrawn = await seedImageAssets(docs, dir, third);
    expect(third.counts).toEqual({ hits: 1, misses: 1 });
    expect(redrawn[0].metadata.lqip).not.toBe(drawn[0].metadata.lqip);
    expect(redrawn[1]).toEqual(drawn[1]);
  });
});

describe("contentHash", () => {
  it("tells its parts apart", () => {
    expect(contentHash("ab", "c")).not.toBe(contentHash("a", "bc"));
    expect(contentHash("a", Buffer.from("b"))).toBe(contentHash("a", "b"));
  });
});

describe("withoutMissingImages", () => {
  const present = "image-1111111111111111111111111111111111111111-400x300-svg";
  const missing = "image-2222222222222222222222222222222222222222-400x300-svg";
  const image = (ref: string) => ({
    _type: "image",
    alt: "A photo",
    asset: { _type: "reference", _ref: ref },
  });

  it("drops the asset of each image whose file is missing, keeping the rest, and names the document once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const documents = [
      { _id: "post-a", coverImage: image(missing), body: [{ _key: "k", ...image(missing) }] },
      { _id: "post-b", coverImage: image(present) },
    ];
    const [a, b] = withoutMissingImages(documents, new Set([present]));
    const messages = warn.mock.calls.map(([message]) => String(message));
    warn.mockRestore();
    expect(a).toEqual({
      _id: "post-a",
      coverImage: { _type: "image", alt: "A photo" },
      body: [{ _key: "k", _type: "image", alt: "A photo" }],
    });
    expect(b).toBe(documents[1]);
    expect(messages).toEqual([
      `The document post-a shows no image for ${missing}, ${missing}: the file is missing.`,
    ]);
  });
});
