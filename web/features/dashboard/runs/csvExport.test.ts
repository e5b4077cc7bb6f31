import { describe, expect, it, vi } from "vitest";
import type { RunSummary } from "#web/shared/api/backend.ts";
import { fakeBackend, json, runSummary } from "../../../../tests/unit/runs-stand-in";
import { exportFileName, matchingRuns } from "./csvExport";

/** `count` runs, newest first. */
const runs = (count: number): RunSummary[] =>
  Array.from({ length: count }, (_, index) =>
    runSummary({ id: `run-${String(count - index).padStart(5, "0")}` }),
  );

/** A backend whose runs list pages `all` by `limit`, its cursor the index of the next run. */
function pagedBackend(all: RunSummary[]) {
  return fakeBackend((call) => {
    const from = Number(call.query.get("cursor") ?? 0);
    const limit = Number(call.query.get("limit"));
    const next = from + limit < all.length ? String(from + limit) : null;
    return json({ runs: all.slice(from, from + limit), next_cursor: next });
  });
}

describe("the runs an export holds", () => {
  it("follows the cursor to the last page, 100 runs a page, with the filters on every page", async () => {
    const all = runs(250);
    const { client, calls } = pagedBackend(all);
    const found = await matchingRuns(client, { status: "failed", started_from: "2026-11-01", q: "zendesk" });
    expect(found).toEqual({ runs: all, capped: false });
    expect(calls.map((call) => Object.fromEntries(call.query))).toEqual(
      [undefined, "100", "200"].map((cursor) => ({
        status: "failed",
        started_from: "2026-11-01",
        q: "zendesk",
        limit: "100",
        ...(cursor ? { cursor } : {}),
      })),
    );
  });

  it("stops at its most, the newest runs, and says more match", async () => {
    const all = runs(12);
    const { client, calls } = pagedBackend(all);
    expect(await matchingRuns(client, {}, { max: 5 })).toEqual({ runs: all.slice(0, 5), capped: true });
    expect(calls).toHaveLength(1);
    // More than its most is capped; exactly its most is all of them.
    expect(await matchingRuns(pagedBackend(runs(10)).client, {}, { max: 5 })).toMatchObject({ capped: true });
    expect(await matchingRuns(pagedBackend(runs(5)).client, {}, { max: 5 })).toEqual({
      runs: runs(5),
      capped: false,
    });
  });

  it("ends at a page without runs, whatever its cursor", async () => {
    const { client, calls } = fakeBackend(() => json({ runs: [], next_cursor: "again" }));
    expect(await matchingRuns(client, {})).toEqual({ runs: [], capped: false });
    expect(calls).toHaveLength(1);
  });

  it("fails when a page fails, and when the page it was started on has gone", async () => {
    const failing = fakeBackend((call) =>
      call.query.get("cursor")
        ? new Response("", { status: 503 })
        : json({ runs: runs(100), next_cursor: "2" }),
    );
    await expect(matchingRuns(failing.client, {})).rejects.toThrow("HTTP error! status: 503");
    const stopped = vi.fn(() => true);
    await expect(matchingRuns(pagedBackend(runs(300)).client, {}, { stopped })).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});

describe("the export's file name", () => {
  it("is runs- and the visitor's date today", () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe("runs-2026-01-05.csv");
    expect(exportFileName(new Date(2026, 10, 26, 0, 0))).toBe("runs-2026-11-26.csv");
  });
});
