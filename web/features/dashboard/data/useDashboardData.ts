import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { useBackendSection } from "./useBackendSection";

/**
 * The signed-in customer's data, through the session's backend client: their subscriptions
 * (GET /api/agents) and workflows (GET /api/workflows), each loaded, failed and retried on its own.
 */
export function useDashboardData() {
  const { user, backendClient } = useAuth();
  const agents = useBackendSection(user?.uid, backendClient, (client) => client.getAgents());
  const workflows = useBackendSection(user?.uid, backendClient, (client) => client.getWorkflows());
  return { agents, workflows };
}
