import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { useBackendSection } from "./useBackendSection";

/** The signed-in customer's workflows (GET /api/workflows), loaded, failed and retried on their own. */
export function useWorkflows() {
  const { user, backendClient } = useAuth();
  return useBackendSection(user?.uid, backendClient, "workflows", (client) => client.getWorkflows());
}
