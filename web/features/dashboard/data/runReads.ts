import type { Run } from "#web/shared/api/backend.ts";
import { signedInCustomer } from "./customer";
import type { BackendFault } from "./backendFault";
import { recall, remember } from "./loadMemory";
import { sessionRead } from "./reads";

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

/** How far a run has gone: queued, running, then ended (succeeded, failed or stopped) for good. */
const progress = (run: Run) => (run.status === "queued" ? 0 : run.status === "running" ? 1 : 2);

/**
 * The answer, unless the tab already knows the run further along: a run never goes back, so an
 * answer asked for before a stop (a poll still on its way) never shows the stopped run going again.
 */
export function furthest(answer: Run, known: AddressedRun | undefined): Run {
  return known && "run" in known && known.run.id === answer.id && progress(known.run) > progress(answer)
    ? known.run
    : answer;
}

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
  const run = sessionRead<AddressedRun>(async ({ account, client }) => {
    const backend = await client();
    if (!backend) return null;
    try {
      const answer = await backend.getRun(id);
      return { run: furthest(answer, recall<AddressedRun>(account, runCall(id))) };
    } catch (error) {
      if (isUnknownRun(error)) return { notFound: true };
      throw error;
    }
  }, runCall(id));
  return { run };
}
export type RunPageReads = ReturnType<typeof runPageReads>;

/** What the run's page's action is sent: the run, and whether to retry it (a failed one) or stop it (one going). */
export type RunActionRequest = { run: string; action: "retry" | "stop" };

/**
 * What it came to: the run the backend answered with (a retry's new run, or the run stopped), or
 * a refusal (with what the client threw).
 */
export type RunActionResult = { status: "done"; run: Run } | { status: "refused"; error: unknown };

/**
 * The run's page's client action (a fetcher's JSON): a retry of a failed run (POST
 * /api/runs/{id}/retry) or a stop of one going (POST /api/runs/{id}/stop). The stopped run is what
 * the tab remembers of it, which shows while React Router's revalidation reads it again. A refusal
 * or a failure is the result, not an error: the page says why and stays.
 */
export async function runPageAction({ request }: { request: Request }): Promise<RunActionResult> {
  const { run, action } = (await request.json()) as RunActionRequest;
  try {
    const { account, client } = await signedInCustomer();
    const backend = await client();
    if (!backend) throw new Error("No backend is configured.");
    if (action !== "stop") return { status: "done", run: await backend.retryRun(run) };
    const stopped = await backend.stopRun(run);
    remember(account, runCall(run), { run: stopped } satisfies AddressedRun);
    return { status: "done", run: stopped };
  } catch (error) {
    return { status: "refused", error };
  }
}
