import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restoreEnv } from "../../../tests/unit/process-env";
import { agentPageQuery, contentSlugsQuery, rootQuery } from "#content/queries.ts";

const ORIGINAL_ENV = { ...process.env };

async function loadModule() {
  vi.resetModules();
  return import("./fetch.server");
}

describe("fetchContent on the bundled dataset", () => {
  beforeEach(() => {
    delete process.env.VITE_SANITY_PROJECT_ID;
  });

  it("runs GROQ with groq-js and parameters", async () => {
    const { fetchContent } = await loadModule();
    const { agents: slugs } = await fetchContent(contentSlugsQuery);
    expect(slugs).toEqual([
      "content-creator",
      "seo-specialist",
      "social-media-manager",
      "customer-support",
      "data-analyst",
      "marketing-strategist",
    ]);
    const page = await fetchContent(agentPageQuery, { slug: "customer-support" });
    expect(page.agent?.heroTagline).toBe("Provide Exceptional Support 24/7");
    expect(page.agent?.plans?.map((plan) => plan.price)).toEqual([199, 399, 799]);
  });

  it("holds the bundled images' assets, so an image's placeholder reads as on Sanity", async () => {
    const { fetchContent } = await loadModule();
    const images = (await fetchContent(
      `*[_type == "gallery"][0].items[]{"lqip": image.asset->metadata.lqip}`,
    )) as { lqip: string | null }[];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.lqip).toMatch(/^data:image\/png;base64,/);
  });

  it("returns null for a document that does not exist", async () => {
    const { fetchContent } = await loadModule();
    const page = await fetchContent(agentPageQuery, { slug: "nope" });
    expect(page.agent).toBeNull();
  });
});

describe("fetchContent with a Sanity project configured", () => {
  let server: Server;
  let requests: { url: string; method: string }[];

  beforeEach(async () => {
    requests = [];
    server = createServer((request: IncomingMessage, response) => {
      requests.push({ url: request.url ?? "", method: request.method ?? "" });
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ query: "", result: ["from-the-api"], ms: 1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    process.env.VITE_SANITY_PROJECT_ID = "abc123";
    process.env.VITE_SANITY_DATASET = "staging";
    process.env.VITE_SANITY_API_HOST = `http://127.0.0.1:${port}`;
  });

  afterEach(async () => {
    restoreEnv(ORIGINAL_ENV);
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends the same query to the Sanity query API of the configured dataset", async () => {
    const { fetchContent } = await loadModule();
    const result = await fetchContent(contentSlugsQuery);
    expect(result).toEqual(["from-the-api"]);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0].url, "http://localhost");
    expect(url.pathname).toMatch(/^\/v\d{4}-\d{2}-\d{2}\/data\/query\/staging$/);
    expect(url.searchParams.get("query")).toBe(contentSlugsQuery);
  });

  it("drops the control and text-direction characters the Studio refuses from every answer", async () => {
    server.removeAllListeners("request");
    server.on("request", (_request, response) => {
      response.setHeader("Content-Type", "application/json");
      const title = "Pricing\u202E\u0007 plans\u2066";
      response.end(
        JSON.stringify({ query: "", result: { title, list: [{ text: "a\u0000b\tc\nd" }] }, ms: 1 }),
      );
    });
    const { fetchContent } = await loadModule();
    expect(await fetchContent(rootQuery)).toEqual({
      title: "Pricing plans",
      list: [{ text: "ab\tc\nd" }],
    });
  });

  it("passes parameters as $-prefixed JSON", async () => {
    const { fetchContent } = await loadModule();
    await fetchContent(agentPageQuery, { slug: "data-analyst" });
    const url = new URL(requests[0].url, "http://localhost");
    expect(url.searchParams.get("$slug")).toBe('"data-analyst"');
  });

  it("asks the API once for a query the build repeats, and again for other parameters", async () => {
    const { fetchContent } = await loadModule();
    const [first, second] = await Promise.all([fetchContent(rootQuery), fetchContent(rootQuery)]);
    expect(second).toEqual(first);
    await fetchContent(rootQuery);
    expect(requests).toHaveLength(1);
    await fetchContent(agentPageQuery, { slug: "data-analyst" });
    await fetchContent(agentPageQuery, { slug: "seo-specialist" });
    expect(requests).toHaveLength(3);
  });

  it("asks again after a failed answer", async () => {
    let failures = 1;
    server.removeAllListeners("request");
    server.on("request", (request: IncomingMessage, response) => {
      requests.push({ url: request.url ?? "", method: request.method ?? "" });
      response.setHeader("Content-Type", "application/json");
      if (failures-- > 0) response.statusCode = 400;
      response.end(JSON.stringify({ query: "", result: ["from-the-api"], ms: 1 }));
    });
    const { fetchContent } = await loadModule();
    await expect(fetchContent(rootQuery)).rejects.toThrow();
    await expect(fetchContent(rootQuery)).resolves.toEqual(["from-the-api"]);
    expect(requests).toHaveLength(2);
  });

  it("reports a failed API call instead of hiding it", async () => {
    server.removeAllListeners("request");
    server.on("request", (_request, response) => {
      response.statusCode = 500;
      response.end("{}");
    });
    const { fetchContent } = await loadModule();
    await expect(fetchContent(rootQuery)).rejects.toThrow();
  });
});
