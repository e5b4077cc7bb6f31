import type { PlausibleConfig } from "./plausibleConfig";
import { queryStats } from "./queryStats";
import type { StatsQuery, StatsRow } from "./statsQuery";

// Answers kept in memory for a few minutes, by question (never by key): moving from one
// document to another and back, or between the view and the tool, does not ask again.

/** How long an answer is reused. */
export const STATS_CACHE_MS = 5 * 60_000;

const answers = new Map<string, { at: number; rows: StatsRow[] }>();

const cacheKey = (config: PlausibleConfig, query: StatsQuery) =>
  JSON.stringify([config.apiUrl, config.siteId, query]);

/** queryStats, answered from memory when the same question was answered less than STATS_CACHE_MS ago. */
export async function cachedQueryStats(
  config: PlausibleConfig,
  key: string,
  query: StatsQuery,
  options: { signal?: AbortSignal } = {},
): Promise<StatsRow[]> {
  const id = cacheKey(config, query);
  const kept = answers.get(id);
  if (kept && Date.now() - kept.at < STATS_CACHE_MS) return kept.rows;
  const rows = await queryStats(config, key, query, options);
  answers.set(id, { at: Date.now(), rows });
  return rows;
}

/** Forgets every answer: when the key changes or is forgotten, nothing it read stays on screen. */
export function clearStatsCache(): void {
  answers.clear();
}
