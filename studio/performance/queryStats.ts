import type { PlausibleConfig } from "./plausibleConfig";
import { STATS_TIMEOUT_MS, StatsError, statsErrors } from "./statsError";
import type { StatsQuery, StatsRow } from "./statsQuery";

// The Studio's one call to Plausible: a Stats API question, sent with the editor's key to the
// configured Plausible server only, answered within 10 s in the shape asked, or a StatsError.

type QueryOptions = { signal?: AbortSignal };

/** The rows Plausible answers to `query` about the configured site. */
export async function queryStats(
  config: PlausibleConfig,
  key: string,
  query: StatsQuery,
  { signal }: QueryOptions = {},
): Promise<StatsRow[]> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, STATS_TIMEOUT_MS);
  const stop = () => controller.abort();
  signal?.addEventListener("abort", stop);
  try {
    const response = await fetch(config.apiUrl, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ site_id: config.siteId, ...query }),
      signal: controller.signal,
      // The key goes in the header only: no cookie of Plausible's, no referrer.
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
    const body = parsed(await response.text());
    if (response.status === 401) throw statsErrors.keyRefused();
    if (response.status === 429) throw statsErrors.rateLimited();
    if (response.status === 400) throw statsErrors.questionRefused(errorText(body));
    if (!response.ok) throw statsErrors.http(response.status);
    return rowsOf(body, query);
  } catch (error) {
    if (error instanceof StatsError) throw error;
    if (signal?.aborted) throw signal.reason;
    if (timedOut) throw statsErrors.timeout();
    throw statsErrors.network(config.origin);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", stop);
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const errorText = (body: unknown) =>
  body && typeof body === "object" && "error" in body && typeof body.error === "string" ? body.error : "";

/** The answer's rows, when each has as many dimensions and metrics as asked; else a shape error. */
function rowsOf(body: unknown, query: StatsQuery): StatsRow[] {
  const results = body && typeof body === "object" && "results" in body ? body.results : undefined;
  if (!Array.isArray(results)) throw statsErrors.shape();
  const dimensions = query.dimensions?.length ?? 0;
  return results.map((row: unknown) => {
    if (!row || typeof row !== "object" || !("dimensions" in row) || !("metrics" in row))
      throw statsErrors.shape();
    const { dimensions: values, metrics } = row;
    if (
      !Array.isArray(values) ||
      values.length !== dimensions ||
      !values.every((value) => typeof value === "string") ||
      !Array.isArray(metrics) ||
      metrics.length !== query.metrics.length ||
      !metrics.every((value) => typeof value === "number" && Number.isFinite(value))
    )
      throw statsErrors.shape();
    return { dimensions: values as string[], metrics: metrics as number[] };
  });
}
