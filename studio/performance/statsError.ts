// What can go wrong asking Plausible, each in words a marketer can act on.

export type StatsFailure =
  "key-refused" | "rate-limited" | "question-refused" | "http" | "timeout" | "network" | "shape";

export class StatsError extends Error {
  constructor(
    readonly failure: StatsFailure,
    message: string,
  ) {
    super(message);
    this.name = "StatsError";
  }
}

/** The 10 s the Studio waits for an answer. */
export const STATS_TIMEOUT_MS = 10_000;

export const statsErrors = {
  keyRefused: () =>
    new StatsError("key-refused", "Plausible refused the key: enter another Stats API key for this site."),
  rateLimited: () =>
    new StatsError(
      "rate-limited",
      "Plausible's hourly limit of questions for this key is reached: try again in a while.",
    ),
  questionRefused: (error: string) =>
    new StatsError("question-refused", `Plausible refused the question: ${error || "it gave no reason"}.`),
  http: (status: number) =>
    new StatsError("http", `Plausible answered with an error (HTTP ${status}): try again later.`),
  timeout: () =>
    new StatsError("timeout", `Plausible did not answer within ${STATS_TIMEOUT_MS / 1000} s: try again.`),
  network: (origin: string) =>
    new StatsError(
      "network",
      `Cannot reach ${origin}: check your connection, or that SANITY_STUDIO_ANALYTICS_URL names the Plausible dashboard.`,
    ),
  shape: () => new StatsError("shape", "Plausible answered in a form this view does not know."),
};
