import { stegaClean } from "@sanity/client/stega";
import type { DashboardAgentContent } from "#content/contentTypes.ts";

/** One of an agent's plans as the client area reads it: name, planId, price, period, quota. */
export type PlanContent = NonNullable<DashboardAgentContent["plans"]>[number];

/** The agent a subscription is of, from the content; undefined while the content lacks it. */
export function agentOf(
  agents: readonly DashboardAgentContent[] | null | undefined,
  slug: string,
): DashboardAgentContent | undefined {
  return agents?.find((agent) => stegaClean(agent.slug) === slug);
}

/** The agent's plan with this id; undefined while the content lacks it. */
export function planOf(agent: DashboardAgentContent | undefined, planId: string): PlanContent | undefined {
  return agent?.plans?.find((plan) => stegaClean(plan.planId) === planId);
}

/** A plan's name from the content, else its id (content that lags the backend). */
export function planName(agent: DashboardAgentContent | undefined, planId: string): string {
  return planOf(agent, planId)?.name || planId;
}
