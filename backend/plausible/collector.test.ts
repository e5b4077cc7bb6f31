import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startCollector, type Collector, type CollectorOptions } from "./collector";

// The stand-in of Plausible over HTTP, on a free port: the Events API as the site sends it, the
// Stats API as the Studio asks it, its CORS and its faults.

const KEY = "test-stats-key";
let now: Date;
let collector: Collector | undefined;
beforeEach(() => {
  now = new Date("2026-11-28T10:00:00Z");
});

async function start(options: CollectorOptions = { statsKey: KEY }) {
  collector = await startCollector(0, { now: () => now, ...options });
  return collector;
}
afterEach(async () => {
  await collector?.close();
  collector = undefined;
});

const sendEvent = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/event`, { method: "POST", body, headers: { "Content-Type": "text/plain", ...headers } });

const QUERY = { site_id: "nexora.ai", metrics: ["visitors", "pageviews"], date_range: "day" };
const query = (url: string, body: unknown = QUERY, key: string | null = KEY) =>
  fetch(`${url}/api/v2/query`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      "Content-Type": "application/json",
      ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
    },
  });

const pageview = (path: string) =>
  JSON.stringify({
    name: "pageview",
    url: `http://localhost:5000${path}`,
    domain: "nexora.ai",
    referrer: null,
  });

describe("the stand-in of Plausible's Events API", () => {
  it("answers 202 and records each request and event with its page, time and visitor", async () => {
    const { url, requests, events } = await start();
    expect((await sendEvent(url, pageview("/es/contacto"), { "User-Agent": "Firefox" })).status).toBe(202);
    now = new Date("2026-11-28T10:01:00Z");
    await sendEvent(url, pageview("/pricing"), { "User-Agent": "Firefox" });
    await sendEvent(url, pageview("/"), { "User-Agent": "Safari" });
    await sendEvent(url, pageview("/"), { "User-Agent": "Firefox", "X-Forwarded-For": "10.0.0.9, 10.0.0.1" });
    expect(requests).toEqual(Array(4).fill({ method: "POST", path: "/api/event" }));
    expect(
      events.map(({ name, pathname, referrer, at }) => [name, pathname, referrer, at.toISOString()]),
    ).toEqual([
      ["pageview", "/es/contacto", null, "2026-11-28T10:00:00.000Z"],
      ["pageview", "/pricing", null, "2026-11-28T10:01:00.000Z"],
      ["pageview", "/", null, "2026-11-28T10:01:00.000Z"],
      ["pageview", "/", null, "2026-11-28T10:01:00.000Z"],
    ]);
    expect(events[1].visitorId).toBe(events[0].visitorId);
    expect(new Set(events.map((event) => event.visitorId)).size).toBe(3);
  });

  it("keeps a body that is not JSON as it came", async () => {
    const { url, events } = await start();
    await sendEvent(url, "nonsense");
    expect(events).toMatchObject([{ name: "(not JSON)", url: "nonsense", domain: "" }]);
  });

  it("records an event in process at a given time, address and browser", async () => {
    const { url, record } = await start();
    const visit = { ip: "10.0.0.5", userAgent: "Firefox" };
    record({ name: "pageview", url: "https://nexora.ai/", domain: "nexora.ai" }, { at: now, ...visit });
    record({ name: "pageview", url: "https://nexora.ai/", domain: "nexora.ai" }, { at: now, ...visit });
    const earlier = new Date("2026-11-20T08:00:00Z");
    record({ name: "pageview", url: "https://nexora.ai/", domain: "nexora.ai" }, { at: earlier, ...visit });
    const reply = await query(url, { ...QUERY, dimensions: ["time:day"], date_range: "all" });
    expect(((await reply.json()) as { results: unknown[] }).results).toEqual([
      { dimensions: ["2026-11-20"], metrics: [1, 1] },
      { dimensions: ["2026-11-28"], metrics: [1, 2] },
    ]);
  });
});

describe("the stand-in of Plausible's Stats API", () => {
  it("answers a query with the key from the events of the site, today by its clock", async () => {
    const { url } = await start();
    await sendEvent(url, pageview("/"));
    await sendEvent(url, pageview("/pricing"));
    const reply = await query(url);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("application/json");
    expect(reply.headers.get("access-control-allow-origin")).toBe("*");
    expect(await reply.json()).toMatchObject({ results: [{ dimensions: [], metrics: [1, 2] }], meta: {} });
    now = new Date("2026-11-29T10:00:00Z");
    expect(await (await query(url)).json()).toMatchObject({ results: [{ dimensions: [], metrics: [0, 0] }] });
  });

  it("answers 401 without a key, with a wrong one, and to every key when it has none", async () => {
    const { url } = await start();
    const without = await query(url, QUERY, null);
    expect([without.status, await without.json()]).toEqual([
      401,
      { error: expect.stringContaining("Missing API key") },
    ]);
    const wrong = await query(url, QUERY, "another-key");
    expect([wrong.status, await wrong.json()]).toEqual([
      401,
      { error: expect.stringContaining("Invalid API key") },
    ]);
    const basic = await fetch(`${url}/api/v2/query`, {
      method: "POST",
      body: JSON.stringify(QUERY),
      headers: { Authorization: `Basic ${KEY}` },
    });
    expect(basic.status).toBe(401);
    await collector?.close();
    const keyless = await start({});
    expect((await query(keyless.url)).status).toBe(401);
  });

  it("answers 400 naming what is wrong, and to a body that is not JSON", async () => {
    const { url } = await start();
    const unsupported = await query(url, { ...QUERY, dimensions: ["visit:country"] });
    expect([unsupported.status, await unsupported.json()]).toEqual([
      400,
      { error: expect.stringContaining('#/dimensions/0: Invalid dimension "visit:country"') },
    ]);
    const notJson = await query(url, "{");
    expect([notJson.status, await notJson.json()]).toEqual([
      400,
      { error: "#: The request body is not JSON." },
    ]);
  });

  it("answers a CORS preflight as Plausible: any origin, POST, Authorization and Content-Type", async () => {
    const { url } = await start();
    const reply = await fetch(`${url}/api/v2/query`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3333",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get("access-control-allow-origin")).toBe("*");
    expect(reply.headers.get("access-control-allow-methods")?.split(",")).toContain("POST");
    const allowed = reply.headers.get("access-control-allow-headers")?.toLowerCase().split(",");
    expect(allowed).toEqual(expect.arrayContaining(["authorization", "content-type"]));
  });

  it("answers 404 elsewhere", async () => {
    const { url } = await start();
    expect((await fetch(`${url}/api/v1/stats/aggregate`)).status).toBe(404);
  });
});

describe("the stand-in of Plausible's Stats API faults (PUT /__stats-fault)", () => {
  const setFault = (url: string, kind: unknown) =>
    fetch(`${url}/__stats-fault`, { method: "PUT", body: JSON.stringify({ kind }) });

  it("answers 500 with a body, or a 200 of another shape, until cleared", async () => {
    const { url } = await start();
    expect((await setFault(url, "error")).status).toBe(200);
    const error = await query(url);
    expect([error.status, await error.json()]).toEqual([500, { error: expect.any(String) }]);
    await setFault(url, "wrong-shape");
    const wrong = await query(url);
    expect(wrong.status).toBe(200);
    expect(await wrong.json()).not.toHaveProperty("results");
    await setFault(url, null);
    expect((await query(url)).status).toBe(200);
  });

  it("holds each query when slow, while other requests are answered", async () => {
    const { url, requests, setStatsFault } = await start({ statsKey: KEY, slowMs: 60_000 });
    setStatsFault("slow");
    let answered = false;
    const held = query(url).then(
      () => (answered = true),
      () => "closed",
    );
    // The fault is read as the query arrives: clear it only then.
    await vi.waitFor(() => expect(requests).toContainEqual({ method: "POST", path: "/api/v2/query" }));
    await setFault(url, null);
    expect((await query(url)).status).toBe(200);
    expect(answered).toBe(false);
    await collector?.close();
    collector = undefined;
    expect(await held).toBe("closed");
  });

  it("still asks for the key, and refuses a kind it does not know", async () => {
    const { url } = await start();
    await setFault(url, "error");
    expect((await query(url, QUERY, null)).status).toBe(401);
    const unknown = await setFault(url, "offline");
    expect([unknown.status, await unknown.json()]).toEqual([
      400,
      { error: "kind: one of error, slow, wrong-shape or null" },
    ]);
  });
});
