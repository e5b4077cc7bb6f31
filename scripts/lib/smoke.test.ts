// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bin, capture } from "./processes";
import {
  baseOrigin,
  onBase,
  parseSitemap,
  readSitemap,
  SmokeInputError,
  smokeSummary,
  smokeTable,
  type SmokeRow,
} from "./smoke";

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

const rows: SmokeRow[] = [
  { address: "/", status: "200", problems: [] },
  { address: "/team", status: "200", problems: ["no <h1>", "link to /gone answers 404"] },
  { address: "/old-page (redirect)", status: "301 → /new-page", problems: [] },
  { address: "/smoke-test-1 (made up)", status: "404", problems: [] },
];

describe("smokeTable", () => {
  it("has a line per address: its status and what failed on it, or ok", () => {
    expect(smokeTable(rows)).toBe(
      [
        "| address                 | status          | what failed |",
        "| ----------------------- | --------------- | --- |",
        "| /                       | 200             | ok |",
        "| /team                   | 200             | no <h1>; link to /gone answers 404 |",
        "| /old-page (redirect)    | 301 → /new-page | ok |",
        "| /smoke-test-1 (made up) | 404             | ok |",
      ].join("\n"),
    );
  });
});

describe("smokeSummary", () => {
  it("counts the failed checks and what was checked", () => {
    expect(smokeSummary({ rows, pages: 2, links: 5, seconds: 3.21 })).toBe(
      "smoke: FAILED, 1 of 4 checks (2 pages, 1 redirect, 1 made-up address; 5 internal links checked) in 3.2 s",
    );
    expect(smokeSummary({ rows: [rows[0]], pages: 1, links: 1, seconds: 1 })).toBe(
      "smoke: passed, 1 check (1 page, 0 redirects, 1 made-up address; 1 internal link checked) in 1.0 s",
    );
  });
});

describe("npm run smoke", () => {
  it("exits 2 with a one-line message without a base URL", async () => {
    const { code, stderr } = await capture(bin("tsx"), ["scripts/smoke.ts"]);
    expect(code).toBe(2);
    expect(stderr.trim()).toBe("smoke: Usage: npm run smoke -- <base URL>, e.g. http://localhost:5000");
  }, 30_000);
});
