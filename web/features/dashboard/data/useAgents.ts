import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { useBackendSection } from "./useBackendSection";

/** The signed-in customer's subscriptions (GET /api/agents), loaded, failed and retried on their own. */
export function useAgents() {
  const { user, backendClient } = useAuth();
  return useBackendSection(user?.uid, backendClient, "agents", (client) => client.getAgents());
}
