import { useCallback, useEffect, useState } from "react";
import type { BackendClient } from "~/shared/api/backend";
import { backendFault, type BackendFault } from "./backendFault";

/** What one dashboard section knows of its data. */
export type SectionState<Item> =
  | { status: "loading" }
  /** The site was built without a backend (no VITE_API_URL). */
  | { status: "unconfigured" }
  | { status: "empty" }
  | { status: "loaded"; items: Item[] }
  | { status: "failed"; fault: BackendFault };

export type BackendSection<Item> = SectionState<Item> & { retry: () => void };

/**
 * Loads one list from the backend for the signed-in user (`account`, their uid), again on
 * `retry()` and when the account changes. It never throws: every failure becomes a fault, and
 * a section's failure is its own. `getClient` is the session's `backendClient`.
 */
export function useBackendSection<Item>(
  account: string | null | undefined,
  getClient: () => Promise<BackendClient | null>,
  call: (client: BackendClient) => Promise<Item[]>,
): BackendSection<Item> {
  const [state, setState] = useState<SectionState<Item>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);

  useEffect(() => {
    if (!account) return;
    let current = true;
    const settle = (next: SectionState<Item>) => {
      if (current) setState(next);
    };
    settle({ status: "loading" });
    (async () => {
      const client = await getClient();
      if (!client) return settle({ status: "unconfigured" });
      const items = await call(client);
      settle(items.length ? { status: "loaded", items } : { status: "empty" });
    })().catch((error: unknown) => {
      // A mismatch is logged by the client, once; any other fault here.
      if (backendFault(error) !== "mismatch") console.warn(error);
      settle({ status: "failed", fault: backendFault(error) });
    });
    return () => {
      current = false;
    };
    // `getClient` and `call` are read when loading starts; a new attempt or account reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account, attempt]);

  return { ...state, retry };
}
