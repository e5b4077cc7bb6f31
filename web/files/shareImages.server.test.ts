import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, vi, describe, expect, it } from "vitest";
import type { PageListing } from "#web/features/seo/pageListings.ts";
import { loadColorTokens } from "./designTokens.server";
import { Resvg } from "@resvg/resvg-js";
import { renderShareCard, type CardSite } from "./shareCard.server";
import { LOGO_COLORS } from "#web/features/site-frame/logoMark.ts";
import { hashCache } from "#web/shared/sanity/buildCache.server.ts";
import { croppedImageUrl, croppedSeoImage, writeShareImages } from "./shareImages.server";
import { paths } from "#content/paths.ts";

const SEED_IMAGES = "studio/seed/images";

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const site = async (): Promise<CardSite> => ({
  name: "Nexora AI",
  host: "www.nexora.ai",
  colors: await loadColorTokens(),
});
const agentCard = {
  title: "Data Analyst",
  eyebrow: "AI Agents",
  tagline: "Turn data into decisions.",
  price: "From $299/month",
};

describe("renderShareCard", () => {
  it("draws a 1200×630 PNG in the site's colours", async () => {
    const look = await site();
    expect(look.colors).toMatchObject({
      "primary-900": expect.stringMatching(/^#/),
      "accent-500": expect.stringMatching(/^#/),
    });
    const png = await renderShareCard(agentCard, look);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  }, 20_000);

  it("draws the logo mark in the site's logo colours, from global.css's tokens", async () => {
    const look = await site();
    const png = await renderShareCard(agentCard, look);
    // The PNG's pixels, read back by resvg from an SVG that holds just the image.
    const { pixels, width } = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image href="data:image/png;base64,${png.toString("base64")}" width="1200" height="630"/></svg>`,
    ).render();
    // The mark is 52 px square at the card's top left padding (80, 64): the tile's left edge
    // and the dot (at 23, 9 of the mark's 32 units).
    const hex = (x: number, y: number) =>
      "#" +
      [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)]
        .map((v) => v.toString(16).padStart(2, "0"))
        .join("");
    expect(hex(80 + 4, 64 + 26)).toBe(look.colors[LOGO_COLORS.tile]);
    expect(hex(80 + 37, 64 + 15)).toBe(look.colors[LOGO_COLORS.dot]);
  }, 20_000);

  it("draws a different image when the price or tagline changes", async () => {
    const look = await site();
    const before = await renderShareCard(agentCard, look);
    const again = await renderShareCard(agentCard, look);
    const cheaper = await renderShareCard({ ...agentCard, price: "From $199/month" }, look);
    const retold = await renderShareCard({ ...agentCard, tagline: "Decisions from data." }, look);
    expect(again.equals(before)).toBe(true);
    expect(cheaper.equals(before)).toBe(false);
    expect(retold.equals(before)).toBe(false);
  }, 20_000);
});

describe("croppedSeoImage", () => {
  const seedImage = async () => {
    const [file] = (await readdir(SEED_IMAGES)).filter((name) => name.endsWith(".svg"));
    const [, id, w, h, ext] = /^(\w+)-(\d+)x(\d+)\.(\w+)$/.exec(file)!;
    return {
      asset: { _ref: `image-${id}-${w}x${h}-${ext}` },
      crop: null,
      hotspot: { x: 0.5, y: 0.2, width: 0.3, height: 0.3 },
    };
  };

  it("asks Sanity's CDN for a 1200×630 PNG cut around the hotspot", async () => {
    const url = new URL(croppedImageUrl(await seedImage(), "proj1234")!);
    expect(url.hostname).toBe("cdn.sanity.io");
    expect(url.searchParams.get("w")).toBe("1200");
    expect(url.searchParams.get("h")).toBe("630");
    expect(url.searchParams.get("fm")).toBe("png");
    expect(url.searchParams.get("rect")).toMatch(/^\d+,\d+,\d+,\d+$/);
  });

  it("fetches it from the CDN when a project is configured", async () => {
    const requested: string[] = [];
    const fakeFetch = (async (url: string) => {
      requested.push(url);
      return new Response(new Uint8Array([1, 2, 3]));
    }) as unknown as typeof fetch;
    const png = await croppedSeoImage(await seedImage(), {
      projectId: "proj1234",
      seedImagesDir: SEED_IMAGES,
      fetch: fakeFetch,
    });
    expect([...png!]).toEqual([1, 2, 3]);
    expect(requested).toEqual([croppedImageUrl(await seedImage(), "proj1234")]);
  });

  it("crops the bundled file itself with the bundled dataset", async () => {
    const png = await croppedSeoImage(await seedImage(), { seedImagesDir: SEED_IMAGES });
    expect(pngSize(png!)).toEqual({ width: 1200, height: 630 });
    const elsewhere = { ...(await seedImage()), hotspot: { x: 0.5, y: 0.8, width: 0.3, height: 0.3 } };
    const moved = await croppedSeoImage(elsewhere, { seedImagesDir: SEED_IMAGES });
    expect(moved!.equals(png!)).toBe(false);
    expect(await croppedSeoImage({ asset: null }, { seedImagesDir: SEED_IMAGES })).toBeNull();
  });
});

describe("writeShareImages", () => {
  let outDir = "";
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it("writes one PNG per listed page not marked noIndex, at its share image path", async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), "share-images-"));
    const page = (path: string, noIndex = false): PageListing => ({
      path,
      title: path,
      description: "",
      noIndex,
      image: null,
      card: { title: path },
    });
    const written = await writeShareImages(
      [page("/"), page(paths.agent("data-analyst")), page(paths.contact, true)],
      outDir,
      await site(),
      { seedImagesDir: SEED_IMAGES },
      hashCache("share-images", path.join(outDir, "cache")),
    );
    expect(written.map((file) => path.relative(outDir, file))).toEqual([
      path.join("og", "home.png"),
      path.join("og", "agents", "data-analyst.png"),
    ]);
    expect(pngSize(await readFile(written[1]))).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  it("draws a page's card, saying which page, when its SEO image's file is missing", async () => {
    const look = await site();
    const missing = {
      asset: {
        _type: "reference" as const,
        _ref: "image-0000000000000000000000000000000000000000-1200x630-png",
      },
      hotspot: null,
      crop: null,
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const [file] = await writeShareImages(
      [
        {
          path: paths.about,
          title: "About",
          description: "",
          noIndex: false,
          image: missing,
          card: { title: "About" },
        },
      ],
      path.join(outDir, "missing"),
      look,
      { seedImagesDir: SEED_IMAGES },
      hashCache("share-images", path.join(outDir, "cache-missing")),
    );
    const warnings = warn.mock.calls.map(([message]) => String(message));
    warn.mockRestore();
    expect((await readFile(file)).equals(await renderShareCard({ title: "About" }, look))).toBe(true);
    expect(warnings).toEqual([
      expect.stringMatching(new RegExp(`^The SEO image of ${paths.about} is not drawn \\(.*ENOENT`)),
    ]);
  }, 30_000);

  it("draws only what changed: a rebuild redraws nothing, a new title redraws its page alone", async () => {
    const look = await site();
    const cacheDir = path.join(outDir, "cache-rebuild");
    const pages = ["/", paths.about, paths.pricing].map((pagePath): PageListing => ({
      path: pagePath,
      title: pagePath,
      description: "",
      noIndex: false,
      image: null,
      card: { title: `Page ${pagePath}` },
    }));
    const build = async (listed: PageListing[], colors = look.colors) => {
      const cache = hashCache("share-images", cacheDir);
      const out = path.join(outDir, "build");
      const files = await writeShareImages(
        listed,
        out,
        { ...look, colors },
        { seedImagesDir: SEED_IMAGES },
        cache,
      );
      return { counts: cache.counts, pngs: await Promise.all(files.map((file) => readFile(file))) };
    };

    const first = await build(pages);
    expect(first.counts).toEqual({ hits: 0, misses: 3 });
    const second = await build(pages);
    expect(second.counts).toEqual({ hits: 3, misses: 0 });
    expect(second.pngs).toEqual(first.pngs);

    const retitled = pages.map((page, index) =>
      index === 1 ? { ...page, card: { title: "A new title" } } : page,
    );
    const third = await build(retitled);
    expect(third.counts).toEqual({ hits: 2, misses: 1 });
    expect(third.pngs[1].equals(first.pngs[1])).toBe(false);
    expect(third.pngs[1].equals(await renderShareCard({ title: "A new title" }, look))).toBe(true);

    // The site's look is part of every card: a new colour redraws them all.
    const recoloured = await build(retitled, { ...look.colors, "accent-500": "#000000" });
    expect(recoloured.counts).toEqual({ hits: 0, misses: 3 });
  }, 60_000);
});
