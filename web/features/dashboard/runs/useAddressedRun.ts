import { useEffect } from "react";
import { useFetchers, useLocation, useRevalidator } from "react-router";
import type { Run } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { recall } from "../data/loadMemory";
import { useAreaReads, useRead } from "../data/reads";
import {
  isGoing,
  RUN_POLL_MS,
  runCall,
  type AddressedRun,
  type RunLoad,
  type RunPageReads,
  type RunState,
} from "../data/runReads";
import type { FromList } from "./RunsTable";

/** What a run's page may be given by the page that sent the customer there. */
export type RunPageState = Partial<FromList> & {
  /** The new run a Retry made (the page says so, and shows it at once). */
  retried?: Run;
};

/** The history entry's state, as a run's page reads it: only what it expects. */
export function runPageState(state: unknown): RunPageState {
  const { runsSearch, retried } = (state ?? {}) as { runsSearch?: unknown; retried?: unknown };
  return {
    ...(typeof runsSearch === "string" && (runsSearch === "" || runsSearch.startsWith("?"))
      ? { runsSearch }
      : {}),
    ...(retried && typeof retried === "object" && "id" in retried ? { retried: retried as Run } : {}),
  };
}

/**
 * The run of a run's page (`/dashboard/run?id=…`), as its route's loader reads it: the run given
 * by the page that sent the customer there (a retry's) shows at once; a run that is queued or
 * running is asked for again every RUN_POLL_MS while the tab shows it (the route's loader runs
 * again) until it ends or the page goes; when that fails, the run stays with the fault under it. Not while an action (a
 * stop) is sent: React Router reads the run again after it.
 */
export function useAddressedRun() {
  const location = useLocation();
  const id = new URLSearchParams(location.search).get("id") || null;
  const from = runPageState(location.state);
  const { user } = useAuth();
  const { revalidate } = useRevalidator();
  const read = useRead(useAreaReads<RunPageReads>().run);
  const shown = id && user ? recall<AddressedRun>(user.uid, runCall(id)) : undefined;
  const state = runState(id, read, shown, from.retried);
  // An action sent (a stop), not a link's prefetch, which loads with a fetcher too.
  const acting = useFetchers().some((fetcher) => fetcher.state !== "idle" && fetcher.formMethod);
  const following =
    state.status === "loaded" && isGoing(state.run) && !state.followFault && !acting ? state.run : null;
  useEffect(() => {
    if (!following) return;
    // A hidden tab is not followed: its next read waits until the tab shows again.
    const whenShown = () => {
      if (document.visibilityState !== "visible") return;
      document.removeEventListener("visibilitychange", whenShown);
      void revalidate();
    };
    const timer = setTimeout(() => {
      document.addEventListener("visibilitychange", whenShown);
      whenShown();
    }, RUN_POLL_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", whenShown);
    };
  }, [following, revalidate]);
  const load: RunLoad = { ...state, retry: read.retry };
  return { id, from, load };
}

/** The run's state from its read, what the tab last had of it, and the run the page was given. */
function runState(
  id: string | null,
  read: ReturnType<typeof useRead<AddressedRun>>,
  shown: AddressedRun | undefined,
  given: Run | undefined,
): RunState {
  if (!id) return { status: "notFound" };
  switch (read.status) {
    case "loaded":
      return "run" in read.value ? { status: "loaded", run: read.value.run } : { status: "notFound" };
    case "failed":
      // The run on screen stays, with the fault under it.
      return shown && "run" in shown
        ? { status: "loaded", run: shown.run, followFault: read.fault }
        : { status: "failed", fault: read.fault };
    case "loading":
      return given?.id === id ? { status: "loaded", run: given } : { status: "loading" };
    default:
      return read;
  }
}
