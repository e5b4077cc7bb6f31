import { useEffect } from "react";
import { useLocation } from "react-router";
import type { AgentSubscription, Usage } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import type { DashboardAgentContent } from "#content/contentTypes.ts";
import { quotaDisagreement } from "../plan/usageFigures";
import { agentOf, planOf } from "../plan/planContent";
import type { BackendLoad, BackendSection } from "./loadState";

/** Each subscription whose plan's quota in the content is not the limit the backend gives, in words. */
export function quotaDisagreements(
  subscriptions: readonly AgentSubscription[],
  usage: readonly Usage[],
  agents: readonly DashboardAgentContent[] | null | undefined,
): string[] {
  return subscriptions.flatMap((subscription) => {
    const use = usage.find((item) => item.subscription_id === subscription.id);
    if (!use) return [];
    const quota = planOf(agentOf(agents, subscription.agent_slug), subscription.plan)?.quota;
    const detail = quotaDisagreement(
      { agent: subscription.agent_slug, plan: subscription.plan },
      use.limit,
      quota,
    );
    return detail ? [detail] : [];
  });
}

/**
 * Tells the backend's team of each plan whose quota in the content is not the backend's limit
 * (the area shows the backend's): once a visit each, however many areas show it (the client
 * sends each distinct report once), after the area has shown, never holding it up.
 */
export function useQuotaDisagreementReports(
  subscriptions: BackendSection<AgentSubscription>,
  usage: BackendLoad<Usage[]>,
  agents: readonly DashboardAgentContent[] | null | undefined,
) {
  const { backendClient } = useAuth();
  const { pathname } = useLocation();
  const details =
    subscriptions.status === "loaded" && usage.status === "loaded"
      ? quotaDisagreements(subscriptions.items, usage.value, agents)
      : [];
  const key = details.join("\n");
  useEffect(() => {
    if (!key) return;
    void backendClient().then((client) => {
      for (const detail of key.split("\n")) {
        void client?.report({
          kind: "content_disagreement",
          operation: "GET /api/usage",
          detail,
          page: pathname,
        });
      }
    });
  }, [key, backendClient, pathname]);
}
