import type { Usage } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { useBackendLoad, type BackendLoad } from "./useBackendLoad";

/**
 * The signed-in customer's usage this period, per subscription not ended (GET /api/usage), loaded,
 * failed and retried on its own; the last one shows while it loads again.
 */
export function useUsage(): BackendLoad<Usage[]> {
  const { user, backendClient } = useAuth();
  return useBackendLoad(
    user?.uid,
    async () => {
      const client = await backendClient();
      return client ? client.getUsage() : null;
    },
    "usage",
  );
}
