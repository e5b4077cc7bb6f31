import { useLocation } from "react-router";
import type { Run } from "#web/shared/api/backend.ts";
import { useRun } from "../data/useRun";
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

/** The run of a run's page (`/dashboard/run?id=…`), followed while it is going (useRun). */
export function useAddressedRun() {
  const location = useLocation();
  const id = new URLSearchParams(location.search).get("id") || null;
  const from = runPageState(location.state);
  const load = useRun(id, from.retried);
  return { id, from, load };
}
