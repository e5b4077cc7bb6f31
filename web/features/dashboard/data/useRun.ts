import { useCallback, useEffect, useState } from "react";
import type { Run } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { backendFault, type BackendFault } from "./backendFault";

/** How often a run that is queued or running is asked for again (the stand-in moves on every 2 s). */
export const RUN_POLL_MS = 2_000;

/** What a run's page knows of its run. */
export type RunState =
  | { status: "loading" }
  /** The site was built without a backend (no VITE_API_URL). */
  | { status: "unconfigured" }
  /** No id, or one the backend does not know for this customer. */
  | { status: "notFound" }
  | { status: "failed"; fault: BackendFault }
  /** `followFault`: asking again for a run still going failed; the run shows as it was. */
  | { status: "loaded"; run: Run; followFault?: BackendFault };

export type RunLoad = RunState & { retry: () => void };

const isGoing = (run: Run) => run.status === "queued" || run.status === "running";

/** An id the backend refuses to know: 404, or 400 for one that cannot be a run's. */
function isUnknownRun(error: unknown) {
  const { name, status } = (error ?? {}) as { name?: unknown; status?: unknown };
  return name === "BackendRefusal" && (status === 404 || status === 400);
}

/**
 * The signed-in customer's run `id` with its steps (GET /api/runs/{id}), asked for again every
 * RUN_POLL_MS while it is queued or running, until it ends or the page goes. `known` is the run
 * as the page already has it (the reply to a retry): it shows at once, then is followed.
 */
export function useRun(id: string | null, known?: Run | null): RunLoad {
  const { user, backendClient } = useAuth();
  const account = user?.uid;
  const [attempt, setAttempt] = useState(0);
  // The state of the run `id` names; another run's reads as `known`, or loading.
  const [held, setHeld] = useState<{ id: string | null; state: RunState } | null>(null);
  const state: RunState = !id
    ? { status: "notFound" }
    : held?.id === id
      ? held.state
      : known?.id === id
        ? { status: "loaded", run: known }
        : { status: "loading" };

  useEffect(() => {
    if (!account || !id) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (next: (now: RunState | null) => RunState) =>
      setHeld((now) => ({ id, state: next(now?.id === id ? now.state : null) }));
    const ask = async () => {
      try {
        const client = await backendClient();
        if (!live) return;
        if (!client) return settle(() => ({ status: "unconfigured" }));
        const run = await client.getRun(id);
        if (!live) return;
        settle(() => ({ status: "loaded", run }));
        if (isGoing(run)) timer = setTimeout(ask, RUN_POLL_MS);
      } catch (error) {
        if (!live) return;
        if (isUnknownRun(error)) return settle(() => ({ status: "notFound" }));
        const fault = backendFault(error);
        // A mismatch is logged by the client, once; any other fault here.
        if (fault !== "mismatch") console.warn(error);
        // The run on screen stays, with the fault under it.
        settle((now) =>
          now?.status === "loaded" ? { ...now, followFault: fault } : { status: "failed", fault },
        );
      }
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [account, id, attempt, backendClient]);

  const retry = useCallback(() => {
    // A run that failed to load shows as loading again; one on screen stays while it is asked for.
    setHeld((now) => (now?.state.status === "failed" ? null : now));
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}
