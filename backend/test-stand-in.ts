import {
  createBackendClient,
  refusalCode,
  type BackendClient,
  type RunFilters,
  type RunSummary,
} from "../web/shared/api/backend";
import { emulatorIdToken } from "./id-token";
import { createStandInBackend, DEFAULT_PROJECT_ID, type StandInOptions } from "./stand-in";

// For the stand-in's tests: a stand-in on its own clock, which a test moves on, and the site's
// client for any customer of it.

/** The bundled dataset's quotas (plan.quota) of the demo customer's plans, units a month. */
export const DATASET_QUOTAS = {
  "content-creator": { starter: 50 },
  "customer-support": { professional: 1000 },
};

export const NOW = new Date("2026-11-24T12:00:00.000Z");

export async function startStandIn({ start = NOW, ...options }: StandInOptions & { start?: Date } = {}) {
  let now = start;
  const standIn = createStandInBackend({ seed: "test", ...options, now: () => now });
  const host = await standIn.listen(0);
  return {
    standIn,
    host,
    now: () => now,
    /** Moves the stand-in's clock on. */
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    /** The site's client, signed in as `uid` (a token valid at the stand-in's time). */
    client: (uid: string): BackendClient =>
      createBackendClient({
        host,
        getIdToken: async () =>
          emulatorIdToken(uid, DEFAULT_PROJECT_ID, { expiresAt: new Date(now.getTime() + 3_600_000) }),
      }),
    close: () => standIn.close(),
  };
}

/** Every run the filters select, page by page. */
export async function allRuns(client: BackendClient, filters: RunFilters = {}): Promise<RunSummary[]> {
  const runs: RunSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listRuns({ limit: 100, ...filters, cursor });
    runs.push(...page.runs);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return runs;
}

/** "409 conflict" for a refused call, "ok" for one that was not. */
export function outcome(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => "ok",
    (error: unknown) => `${/status: (\d+)/.exec(String(error))?.[1]} ${refusalCode(error)}`,
  );
}
