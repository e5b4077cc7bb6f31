import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bin, capture } from "../../scripts/tools/processes";
import { baseOrigin, onBase, parseSitemap, readSitemap, SmokeInputError } from "./smoke";

describe("parseSitemap", () => {
  it("reads every <loc> of a sitemap, with its XML entities decoded", () => {
    const xml = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
      `  <url><loc>https://nexora.example/</loc><lastmod>2026-11-01</lastmod></url>`,
      `  <url><loc> https://nexora.example/notes?tag=a&amp;b </loc></url>`,
      `</urlset>`,
    ].join("\n");
    expect(parseSitemap(xml)).toEqual({
      index: false,
      locations: ["https://nexora.example/", "https://nexora.example/notes?tag=a&b"],
    });
  });

  it("tells a sitemap index from a sitemap", () => {
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://nexora.example/sitemap-1.xml</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(xml)).toEqual({ index: true, locations: ["https://nexora.example/sitemap-1.xml"] });
  });
});

describe("onBase", () => {
  it("moves a sitemap address from the production origin onto the site under test, path and query kept", () => {
    expect(onBase("https://nexora.example/services/one?x=1#top", "http://localhost:5055")).toBe(
      "http://localhost:5055/services/one?x=1",
    );
    expect(onBase("https://nexora.example", "https://preview--site.web.app")).toBe(
      "https://preview--site.web.app/",
    );
  });
});

describe("baseOrigin", () => {
  it("keeps the origin of the base URL", () => {
    expect(baseOrigin("https://nexora.example/some/where")).toBe("https://nexora.example");
  });

  it.each([
    [undefined, /Usage: npm run smoke -- <base URL>/],
    ["localhost", /is not a URL/],
    ["ftp://nexora.example", /is not an http\(s\) URL/],
  ])("refuses %s", (base, message) => {
    expect(() => baseOrigin(base)).toThrow(SmokeInputError);
    expect(() => baseOrigin(base)).toThrow(message);
  });
});

describe("readSitemap", () => {
  let server: Server;
  let origin: string;
  const files: Record<string, string> = {
    "/sitemap.xml": `<sitemapindex><sitemap><loc>https://nexora.example/pages.xml</loc></sitemap><sitemap><loc>https://nexora.example/posts.xml</loc></sitemap></sitemapindex>`,
    "/pages.xml": `<urlset><url><loc>https://nexora.example/</loc></url><url><loc>https://nexora.example/plans</loc></url></urlset>`,
    "/posts.xml": `<urlset><url><loc>https://nexora.example/plans</loc></url><url><loc>https://nexora.example/notes/a</loc></url></urlset>`,
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const body = files[request.url ?? ""];
      response.writeHead(body ? 200 : 404).end(body ?? "not found");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("follows a sitemap index, each address once, on the base URL", async () => {
    expect(await readSitemap(origin)).toEqual([`${origin}/`, `${origin}/plans`, `${origin}/notes/a`]);
  });

  it("says so when the site has no sitemap, or cannot be reached", async () => {
    delete files["/sitemap.xml"];
    await expect(readSitemap(origin)).rejects.toThrow(
      `${origin}/sitemap.xml answers 404: no sitemap to read`,
    );
    await expect(readSitemap("http://127.0.0.1:9")).rejects.toThrow(/cannot be reached/);
  });
});

describe("npm run smoke", () => {
  it("exits 2 with a one-line message without a base URL", async () => {
    const { code, stderr } = await capture(bin("tsx"), ["tests/runners/smoke.ts"]);
    expect(code).toBe(2);
    expect(stderr.trim()).toBe("smoke: Usage: npm run smoke -- <base URL>, e.g. http://localhost:5000");
  }, 30_000);
});
