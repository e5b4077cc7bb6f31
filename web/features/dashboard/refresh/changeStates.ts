import type { AgentSubscription, Usage, Workflow } from "#web/shared/api/backend.ts";

// What a refresh compares of each item shown (useChanges): what the area shows of it that may change.

/** A workflow's status, last run and last error. */
export const workflowState = (workflow: Workflow) =>
  [workflow.status, workflow.last_run_at, workflow.last_error?.run_id].join("|");

/** A subscription as Usage and plan and the Overview show it: its plan, its dates, its usage. */
export type AgentState = { id: string; state: string };

export function agentStates(
  subscriptions: readonly AgentSubscription[] | undefined,
  usage: readonly Usage[] | undefined,
): AgentState[] | undefined {
  return subscriptions?.map((each) => ({
    id: each.id,
    state: [
      each.plan,
      each.status,
      each.trial_ends_at,
      each.current_period_end,
      each.cancel_at,
      each.scheduled_plan,
      usage?.find((used) => used.subscription_id === each.id)?.used,
    ].join("|"),
  }));
}

export const agentState = (agent: AgentState) => agent.state;
