import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { plausibleConfig } from "./plausibleConfig";
import { queryStats } from "./queryStats";
import { STATS_CACHE_MS, cachedQueryStats, clearStatsCache } from "./statsCache";
import { StatsError } from "./statsError";
import type { StatsQuery } from "./statsQuery";

// The Studio's call to Plausible's Stats API: where it goes, with what, and each way it fails.

const site = plausibleConfig({ SANITY_STUDIO_ANALYTICS_URL: "https://stats.example.com/nexora.ai" })!;
const QUERY: StatsQuery = {
  metrics: ["visitors", "pageviews"],
  date_range: ["2026-10-01", "2026-11-29"],
  dimensions: ["time:day"],
  filters: [["is", "event:page", ["/careers"]]],
};
const ROWS = [{ dimensions: ["2026-11-29"], metrics: [3, 4] }];

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(typeof body === "string" ? body : JSON.stringify(body), { status })),
  );

/** The StatsError the question fails with. */
async function failure(promise: Promise<unknown>): Promise<StatsError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StatsError);
  return error as StatsError;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  clearStatsCache();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("queryStats", () => {
  it("posts the question about the configured site to the Stats API with the key in the header only", async () => {
    answer(200, { results: ROWS, meta: {}, query: {} });
    await expect(queryStats(site, "secret-key", QUERY)).resolves.toEqual(ROWS);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("https://stats.example.com/api/v2/query");
    expect(String(url)).not.toContain("secret-key");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer secret-key");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ site_id: "nexora.ai", ...QUERY });
    expect(String(init?.body)).not.toContain("secret-key");
    expect(init?.credentials).toBe("omit");
  });

  it("says the key is refused on 401", async () => {
    answer(401, { error: "Invalid API key or site ID." });
    const error = await failure(queryStats(site, "wrong", QUERY));
    expect(error.failure).toBe("key-refused");
    expect(error.message).toMatch(/refused the key: enter another/);
  });

  it("says Plausible's hourly limit is reached on 429", async () => {
    answer(429, { error: "Too many API requests" });
    const error = await failure(queryStats(site, "key", QUERY));
    expect(error.failure).toBe("rate-limited");
    expect(error.message).toMatch(/hourly limit/);
  });

  it("gives Plausible's reason on 400", async () => {
    answer(400, { error: 'Invalid metric "leads"' });
    const error = await failure(queryStats(site, "key", QUERY));
    expect(error.failure).toBe("question-refused");
    expect(error.message).toBe('Plausible refused the question: Invalid metric "leads".');
  });

  it("names another HTTP status", async () => {
    answer(502, "<html>Bad gateway</html>");
    const error = await failure(queryStats(site, "key", QUERY));
    expect(error.failure).toBe("http");
    expect(error.message).toMatch(/HTTP 502/);
  });

  it("names the server it cannot reach", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await failure(queryStats(site, "key", QUERY));
    expect(error.failure).toBe("network");
    expect(error.message).toMatch(/^Cannot reach https:\/\/stats\.example\.com/);
  });

  it("gives up after 10 s", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))),
        ),
    );
    const pending = failure(queryStats(site, "key", QUERY));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.failure).toBe("timeout");
    expect(error.message).toMatch(/did not answer within 10 s/);
  });

  it("stops when its caller does, without a failure of its own", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))),
        ),
    );
    const caller = new AbortController();
    const pending = queryStats(site, "key", QUERY, { signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it.each([
    ["no results", { meta: {} }],
    ["results not a list", { results: {} }],
    ["a row without metrics", { results: [{ dimensions: ["2026-11-29"] }] }],
    ["fewer dimensions than asked", { results: [{ dimensions: [], metrics: [1, 2] }] }],
    ["fewer metrics than asked", { results: [{ dimensions: ["2026-11-29"], metrics: [1] }] }],
    ["a metric not a number", { results: [{ dimensions: ["2026-11-29"], metrics: [1, "2"] }] }],
    ["a dimension not a string", { results: [{ dimensions: [20261129], metrics: [1, 2] }] }],
    ["not JSON", "<html>"],
  ])("refuses an answer in another form: %s", async (_, body) => {
    answer(200, body);
    const error = await failure(queryStats(site, "key", QUERY));
    expect(error.failure).toBe("shape");
    expect(error.message).toBe("Plausible answered in a form this view does not know.");
  });
});

describe("cachedQueryStats", () => {
  it("answers the same question from memory for a few minutes, whatever the key", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    answer(200, { results: ROWS });
    await cachedQueryStats(site, "key", QUERY);
    await expect(cachedQueryStats(site, "key", QUERY)).resolves.toEqual(ROWS);
    expect(fetchMock).toHaveBeenCalledOnce();
    await cachedQueryStats(site, "key", { ...QUERY, date_range: ["2026-11-01", "2026-11-29"] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + STATS_CACHE_MS);
    await cachedQueryStats(site, "key", QUERY);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("keeps no failure", async () => {
    answer(429, { error: "Too many API requests" });
    await failure(cachedQueryStats(site, "key", QUERY));
    answer(200, { results: ROWS });
    await expect(cachedQueryStats(site, "key", QUERY)).resolves.toEqual(ROWS);
  });
});
