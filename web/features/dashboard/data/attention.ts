import type { AgentSubscription, Usage, Workflow, WorkflowError } from "#web/shared/api/backend.ts";
import type { DashboardAgentContent } from "#content/contentTypes.ts";
import { agentOf, planOf } from "../plan/planContent";
import { usageFigures } from "../plan/usageFigures";

/** A trial ending this soon, or sooner, needs the customer's attention. */
export const TRIAL_ENDING_MS = 3 * 86_400_000;

/** One thing the Overview asks the customer to look at. */
export type AttentionItem =
  | { kind: "failing"; workflow: Workflow; error: WorkflowError }
  | {
      kind: "quota";
      subscription: AgentSubscription;
      level: "near" | "reached";
      used: number;
      limit: number;
      unit: string;
      resetsAt: string;
    }
  | { kind: "trial"; subscription: AgentSubscription; endsAt: string };

/**
 * Workflows whose last run failed, with that run's error (the backend's `failing`: a run the
 * customer stopped changes nothing, so a stopped retry leaves its workflow failing).
 */
export function failingWorkflows(workflows: readonly Workflow[]): AttentionItem[] {
  return workflows.flatMap((workflow) =>
    workflow.status === "failing" && workflow.last_error
      ? [{ kind: "failing" as const, workflow, error: workflow.last_error }]
      : [],
  );
}

/**
 * Subscriptions that have used 80 % of their plan's quota this period or more (the backend's
 * limit, in the content's unit, `agents`); a plan without a limit, or whose quota the content
 * lacks, never does.
 */
export function quotasToWatch(
  subscriptions: readonly AgentSubscription[],
  usage: readonly Usage[],
  agents: readonly DashboardAgentContent[] | null | undefined,
): AttentionItem[] {
  return subscriptions.flatMap((subscription) => {
    const use = usage.find((item) => item.subscription_id === subscription.id);
    const quota = planOf(agentOf(agents, subscription.agent_slug), subscription.plan)?.quota;
    if (!use || subscription.status === "cancelled") return [];
    const figures = usageFigures(use, quota);
    if (figures.kind !== "counted" || figures.level === "ok") return [];
    return [
      {
        kind: "quota" as const,
        subscription,
        level: figures.level,
        used: figures.used,
        limit: figures.limit,
        unit: quota?.unit ?? "",
        resetsAt: use.period_end,
      },
    ];
  });
}

/**
 * Trials that end within 3 days of `now`. One the customer has cancelled is left out: they know
 * it ends.
 */
export function trialsEnding(subscriptions: readonly AgentSubscription[], now: Date): AttentionItem[] {
  return subscriptions.flatMap((subscription) => {
    const endsAt = subscription.trial_ends_at;
    if (subscription.status !== "trial" || !endsAt || subscription.cancel_at) return [];
    const left = Date.parse(endsAt) - now.getTime();
    return left >= 0 && left <= TRIAL_ENDING_MS ? [{ kind: "trial" as const, subscription, endsAt }] : [];
  });
}
