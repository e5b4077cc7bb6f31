import type { BackendClient } from "#web/shared/api/backend.ts";
import { sectionOf, type BackendSection } from "./loadState";
import { useBackendLoad } from "./useBackendLoad";

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
  return sectionOf(load);
}
