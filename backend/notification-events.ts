import type { components } from "../web/shared/api/openapi";
import type { NotificationFields, NotificationKind, NotificationSubject } from "./notifications";
import { DAY_MS, runAt, type WorkflowRecord } from "./runs";
import { billingPeriod, hasEnded, type Quotas } from "./subscriptions";

// What has happened to a customer by a time, read from their runs and subscriptions as the
// stand-in keeps them (it keeps no log of events: a run's status, a workflow's and the usage are
// read from the runs at a time). Each event has a key that names it once, so that one told is
// never told again, and the time it happened.

type AgentSubscription = components["schemas"]["AgentSubscription"];

/** A trial is told it ends this long before its end (the Overview's "ending within 3 days"). */
export const TRIAL_ENDING_NOTICE_MS = 3 * DAY_MS;

export interface NotificationEvent {
  /** Names the event once: `run_failed:<run id>`, `quota_80:<subscription id>:<period start>`… */
  key: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  fields: NotificationFields;
  /** When it happened (ms). */
  at: number;
}

/** Each run that has failed by `now`, and each time a workflow became failing (a failure after a success, or its first run failing). */
function runEvents(workflow: WorkflowRecord, now: number): NotificationEvent[] {
  const fields = { workflow_name: workflow.name, agent_slug: workflow.agent_slug };
  // A stopped run is neither a success nor a failure: it leaves its workflow as it was.
  const finished = workflow.runs
    .map((record) => runAt(record, now))
    .filter((run) => run.status === "succeeded" || run.status === "failed")
    .sort((a, b) => (a.finished_at ?? "").localeCompare(b.finished_at ?? ""));
  const events: NotificationEvent[] = [];
  let failing = false;
  for (const run of finished) {
    const at = Date.parse(run.finished_at ?? "");
    if (run.status === "failed") {
      events.push({
        key: `run_failed:${run.id}`,
        kind: "run_failed",
        subject: { type: "run", id: run.id },
        fields,
        at,
      });
      if (!failing)
        events.push({
          key: `workflow_failing:${workflow.id}:${run.id}`,
          kind: "workflow_failing",
          subject: { type: "workflow", id: workflow.id },
          fields,
          at,
        });
    }
    failing = run.status === "failed";
  }
  return events;
}

/** When the subscription's usage this period reached 80 % and 100 % of its plan's quota, if it has. */
function quotaEvents(
  subscription: AgentSubscription,
  workflows: WorkflowRecord[],
  quotas: Quotas,
  now: number,
): NotificationEvent[] {
  const limit = quotas[subscription.agent_slug]?.[subscription.plan] ?? null;
  if (limit === null || limit <= 0) return [];
  const { start, end } = billingPeriod(subscription, now);
  // The usage counts the succeeded runs started in the period: each one's unit is used as it ends.
  const used = workflows
    .filter((workflow) => workflow.subscription_id === subscription.id)
    .flatMap((workflow) => workflow.runs)
    .filter((record) => record.startedAt >= start && record.startedAt < end)
    .map((record) => runAt(record, now))
    .filter((run) => run.status === "succeeded")
    .map((run) => Date.parse(run.finished_at ?? ""))
    .sort((a, b) => a - b);
  const crossings: [NotificationKind, number][] = [
    // In whole numbers: 80 % of 5 is 4, not 4.000000000000001.
    ["quota_80", Math.ceil((limit * 4) / 5)],
    ["quota_100", limit],
  ];
  return crossings.flatMap(([kind, units]) =>
    used.length >= units
      ? [
          {
            key: `${kind}:${subscription.id}:${start}`,
            kind,
            subject: { type: "subscription" as const, id: subscription.id },
            fields: { agent_slug: subscription.agent_slug },
            at: used[units - 1],
          },
        ]
      : [],
  );
}

/** A trial not cancelled, from TRIAL_ENDING_NOTICE_MS before its end. */
function trialEvents(subscription: AgentSubscription, now: number): NotificationEvent[] {
  if (subscription.status !== "trial" || subscription.cancel_at || !subscription.trial_ends_at) return [];
  const at = Date.parse(subscription.trial_ends_at) - TRIAL_ENDING_NOTICE_MS;
  if (at > now) return [];
  return [
    {
      key: `trial_ending:${subscription.id}`,
      kind: "trial_ending",
      subject: { type: "subscription", id: subscription.id },
      fields: { agent_slug: subscription.agent_slug, ends_at: subscription.trial_ends_at },
      at,
    },
  ];
}

/** Everything that has happened to a customer by `now` that a notification tells, oldest first. */
export function eventsAt({
  subscriptions,
  workflows,
  quotas,
  now,
}: {
  subscriptions: AgentSubscription[];
  workflows: WorkflowRecord[];
  quotas: Quotas;
  now: number;
}): NotificationEvent[] {
  const current = subscriptions.filter((each) => !hasEnded(each));
  return [
    ...workflows.flatMap((workflow) => runEvents(workflow, now)),
    ...current.flatMap((subscription) => quotaEvents(subscription, workflows, quotas, now)),
    ...current.flatMap((subscription) => trialEvents(subscription, now)),
  ].sort((a, b) => a.at - b.at);
}
