import { vi } from "vitest";
import type { StatsQuery, StatsRow } from "./statsQuery";

// A stand-in of Plausible's Stats API for the component tests: `answer` gives each question's
// rows (or a Response of its own); every request is kept to be looked at.

export type FakeAnswer = (query: StatsQuery & { site_id: string }, key: string) => StatsRow[] | Response;

export function fakePlausible(answer: FakeAnswer) {
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    const query = JSON.parse(String(init?.body)) as StatsQuery & { site_id: string };
    const key = new Headers(init?.headers).get("Authorization")?.replace(/^Bearer /, "") ?? "";
    const rows = answer(query, key);
    return rows instanceof Response ? rows : Response.json({ results: rows, meta: {}, query });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The filter of a question on a dimension ("event:goal"...), if any. */
export const filterOn = (query: StatsQuery, dimension: string) =>
  query.filters?.find(([, on]) => on === dimension)?.[2];

/** Whether a question asks for this dimension. */
export const asks = (query: StatsQuery, dimension: string) => query.dimensions?.includes(dimension) ?? false;
