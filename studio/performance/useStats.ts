import { useCallback, useEffect, useState } from "react";
import type { PlausibleConfig } from "./plausibleConfig";
import { cachedQueryStats } from "./statsCache";
import { StatsError, statsErrors } from "./statsError";
import type { StatsQuery, StatsRow } from "./statsQuery";

// A screen's questions to Plausible, asked together: loading, the first failure, or every answer.

export type StatsState<Name extends string> =
  | { status: "loading" }
  | { status: "failed"; error: StatsError }
  | { status: "answered"; replies: Record<Name, StatsRow[]> };

/** Asks `queries` with `key` (nothing without one), again on `retry`. */
export function useStats<Name extends string>(
  config: PlausibleConfig,
  key: string | null,
  queries: Record<Name, StatsQuery> | null,
) {
  // The questions by value: a new object with the same questions asks nothing again.
  const question = queries ? JSON.stringify(queries) : null;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ for: string; state: StatsState<Name> } | null>(null);
  const asked = key && question ? `${attempt} ${question}` : null;

  useEffect(() => {
    if (!key || !question || !asked) return;
    const controller = new AbortController();
    const named = Object.entries(JSON.parse(question) as Record<string, StatsQuery>);
    Promise.all(
      named.map(
        async ([name, query]) => [name, await cachedQueryStats(config, key, query, controller)] as const,
      ),
    ).then(
      (entries) => {
        if (!controller.signal.aborted)
          setAnswer({
            for: asked,
            state: { status: "answered", replies: Object.fromEntries(entries) as Record<Name, StatsRow[]> },
          });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        controller.abort();
        setAnswer({
          for: asked,
          state: {
            status: "failed",
            error: error instanceof StatsError ? error : statsErrors.network(config.origin),
          },
        });
      },
    );
    return () => controller.abort();
  }, [config, key, question, asked]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: StatsState<Name> = answer && answer.for === asked ? answer.state : { status: "loading" };
  return { state, retry };
}
