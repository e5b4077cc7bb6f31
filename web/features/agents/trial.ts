import { stegaClean } from "@sanity/client/stega";
import type { AgentContent } from "#content/contentTypes.ts";
import { BackendReplyMismatch, type BackendClient } from "#web/shared/api/backend.ts";
import { trackEvent } from "#web/shared/analytics/track.ts";
import type { TrialChoice } from "#web/shared/auth/returnTarget.ts";

/** "exists": refused because the customer has one (409). */
export type TrialOutcome = "started" | "exists" | "failed";

/** The plan an agent's free trial is of: its popular plan, else its first. */
export function defaultTrial(agent: Pick<AgentContent, "slug" | "plans">): TrialChoice | null {
  const agentSlug = stegaClean(agent.slug);
  const plan = agent.plans?.find((candidate) => candidate.popular) ?? agent.plans?.[0];
  const planId = stegaClean(plan?.planId);
  return agentSlug && planId ? { agentSlug, plan: planId } : null;
}

/** POST /api/agents; never throws. */
export async function startTrialWith(
  getClient: () => Promise<BackendClient | null>,
  { agentSlug, plan }: TrialChoice,
): Promise<TrialOutcome> {
  try {
    const client = await getClient();
    if (!client) return "failed";
    await client.startTrial({ agent_slug: agentSlug, plan });
    trackEvent("Start trial", { agent: agentSlug, plan });
    return "started";
  } catch (error) {
    if (error instanceof Error && /^HTTP error! status: 409\b/.test(error.message)) return "exists";
    // A mismatch is logged by the client, once.
    if (!(error instanceof BackendReplyMismatch)) console.warn(error);
    return "failed";
  }
}

export const withAgentName = (text: string | null | undefined, agentName: string) =>
  text?.replaceAll("{agent}", agentName) ?? null;
