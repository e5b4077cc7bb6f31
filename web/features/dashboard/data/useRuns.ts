import { useCallback, useEffect, useState } from "react";
import type { RunFilters, RunSummary } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { backendFault, type BackendFault } from "./backendFault";

/** The next page's load, once the first has come. */
export type MoreState =
  { status: "idle" } | { status: "loading" } | { status: "failed"; fault: BackendFault };

/** What the Runs area knows of the runs list for its filters. */
export type RunsState =
  | { status: "loading" }
  /** The site was built without a backend (no VITE_API_URL). */
  | { status: "unconfigured" }
  | { status: "failed"; fault: BackendFault }
  | { status: "loaded"; runs: RunSummary[]; nextCursor: string | null; more: MoreState };

export type RunsLoad = RunsState & {
  /** Loads the first page again, after a fault. */
  retry: () => void;
  /** Adds the next page to the runs (when there is one). */
  loadMore: () => void;
};

type Loaded = Extract<RunsState, { status: "loaded" }>;

function failure(error: unknown): BackendFault {
  const fault = backendFault(error);
  // A mismatch is logged by the client, once; any other fault here.
  if (fault !== "mismatch") console.warn(error);
  return fault;
}

/**
 * The signed-in customer's runs for `filters` (GET /api/runs), newest first, a page at a time:
 * the first page again whenever the filters change, and the next on `loadMore()`. With `filters`
 * null it waits. A reply for a list no longer on screen is dropped.
 */
export function useRuns(filters: RunFilters | null): RunsLoad {
  const { user, backendClient } = useAuth();
  const account = user?.uid;
  const [attempt, setAttempt] = useState(0);
  // The list on screen: its filters and attempt. A state of another list reads as loading.
  const list = filters && account ? `${account} ${attempt} ${JSON.stringify(filters)}` : null;
  const [held, setHeld] = useState<{ list: string | null; state: RunsState }>({
    list: null,
    state: { status: "loading" },
  });
  const state: RunsState = held.list === list ? held.state : { status: "loading" };

  const page = useCallback(
    async (query: RunFilters, cursor?: string) => {
      const client = await backendClient();
      return client ? client.listRuns({ ...query, cursor }) : null;
    },
    [backendClient],
  );
  /** Changes the state of list `of`, if it is still the one on screen. */
  const settle = (of: string, next: (now: RunsState) => RunsState) =>
    setHeld((now) => (now.list === of ? { list: of, state: next(now.state) } : now));

  useEffect(() => {
    if (!list || !filters) return;
    let live = true;
    page(filters).then(
      (reply) => {
        if (!live) return;
        setHeld({
          list,
          state: reply
            ? { status: "loaded", runs: reply.runs, nextCursor: reply.next_cursor, more: { status: "idle" } }
            : { status: "unconfigured" },
        });
      },
      (error: unknown) => {
        if (live) setHeld({ list, state: { status: "failed", fault: failure(error) } });
      },
    );
    return () => {
      live = false;
    };
    // `list` names the filters, the attempt and the account.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, page]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const loadMore = () => {
    if (
      !list ||
      !filters ||
      state.status !== "loaded" ||
      !state.nextCursor ||
      state.more.status === "loading"
    )
      return;
    const update = (next: (loaded: Loaded) => RunsState) =>
      settle(list, (now) => (now.status === "loaded" ? next(now) : now));
    update((loaded) => ({ ...loaded, more: { status: "loading" } }));
    page(filters, state.nextCursor).then(
      (reply) =>
        update((loaded) => ({
          status: "loaded",
          runs: [...loaded.runs, ...(reply?.runs ?? [])],
          nextCursor: reply?.next_cursor ?? null,
          more: { status: "idle" },
        })),
      (error: unknown) => {
        const fault = failure(error);
        update((loaded) => ({ ...loaded, more: { status: "failed", fault } }));
      },
    );
  };

  return { ...state, retry, loadMore };
}
