import type { Run } from "#web/shared/api/backend.ts";
import { signedInCustomer } from "./customer";
import type { BackendFault } from "./backendFault";
import { read } from "./reads";

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

export const isGoing = (run: Run) => run.status === "queued" || run.status === "running";

/** An id the backend refuses to know: 404, or 400 for one that cannot be a run's. */
function isUnknownRun(error: unknown) {
  const { name, status } = (error ?? {}) as { name?: unknown; status?: unknown };
  return name === "BackendRefusal" && (status === 404 || status === 400);
}

/** The run an address names, or that the backend does not know it. */
export type AddressedRun = { run: Run } | { notFound: true };

/** The name a run's value is remembered by in the tab: it shows while the run is asked for again. */
export const runCall = (id: string) => `run:${id}`;

/**
 * A run's page (`/dashboard/run?id=…`): the run with its steps (GET /api/runs/{id}); none without
 * an id in the address.
 */
export function runPageReads(url: URL) {
  const id = url.searchParams.get("id");
  if (!id) return {};
  const run = read<AddressedRun>(async (client) => {
    try {
      return { run: await client.getRun(id) };
    } catch (error) {
      if (isUnknownRun(error)) return { notFound: true };
      throw error;
    }
  }, runCall(id));
  return { run };
}
export type RunPageReads = ReturnType<typeof runPageReads>;

/** What the run's page's action is sent: the failed run to retry. */
export type RetryRequest = { run: string };

/** What a retry came to: the new run, or a refusal (with what the client threw). */
export type RetryResult = { status: "done"; run: Run } | { status: "refused"; error: unknown };

/**
 * The run's page's client action: a retry of a failed run (POST /api/runs/{id}/retry, a fetcher's
 * JSON). A refusal or a failure is the result, not an error: the page says why and stays.
 */
export async function runPageAction({ request }: { request: Request }): Promise<RetryResult> {
  const { run } = (await request.json()) as RetryRequest;
  try {
    const { client } = await signedInCustomer();
    const backend = await client();
    if (!backend) throw new Error("No backend is configured.");
    return { status: "done", run: await backend.retryRun(run) };
  } catch (error) {
    return { status: "refused", error };
  }
}
