import type { BackendClient } from "#web/shared/api/backend.ts";
import type { BackendFault } from "./backendFault";
import { useBackendLoad } from "./useBackendLoad";

/** What one dashboard section knows of its list. */
export type SectionState<Item> =
  | { status: "loading" }
  /** The site was built without a backend (no VITE_API_URL). */
  | { status: "unconfigured" }
  | { status: "empty" }
  | { status: "loaded"; items: Item[] }
  | { status: "failed"; fault: BackendFault };

export type BackendSection<Item> = SectionState<Item> & { retry: () => void };

/**
 * Loads one list from the backend for the signed-in user (`useBackendLoad`): empty or its
 * items, the last ones shown while it loads again. `getClient` is the session's `backendClient`;
 * `name` names the call.
 */
export function useBackendSection<Item>(
  account: string | null | undefined,
  getClient: () => Promise<BackendClient | null>,
  name: string,
  call: (client: BackendClient) => Promise<Item[]>,
): BackendSection<Item> {
  const load = useBackendLoad(
    account,
    async () => {
      const client = await getClient();
      return client ? call(client) : null;
    },
    name,
  );
  if (load.status !== "loaded") return load;
  return load.value.length
    ? { status: "loaded", items: load.value, retry: load.retry }
    : { status: "empty", retry: load.retry };
}
