import type { components } from "../web/shared/api/openapi";
import { Refusal } from "./refusal";
import { DAY_MS, runAt, utcDate, type WorkflowRecord } from "./runs";

// Trials, plans, billing periods and quotas as the stand-in keeps them. Time moves with the
// stand-in's clock: a subscription is brought up to date (`settle`) before it is read.

type AgentSubscription = components["schemas"]["AgentSubscription"];
type Usage = components["schemas"]["Usage"];
type SubscriptionDailyUsage = components["schemas"]["SubscriptionDailyUsage"];

export const TRIAL_DAYS = 14;
/**
 * The plans the stand-in knows, cheapest first: moving right is an upgrade. The content's plans
 * (planId) are these three; the stand-in knows their ids only, not their prices or quotas.
 */
export const PLAN_ORDER = ["starter", "professional", "enterprise"];

/** Units each agent's plans allow a period: null or a missing entry is unlimited. */
export type Quotas = Record<string, Record<string, number | null>>;

const iso = (time: number) => new Date(time).toISOString();

/** `time` moved `months` calendar months on (UTC), the day kept or the month's last. */
export function addMonths(time: number, months: number): number {
  const date = new Date(time);
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), month + 1, 0)).getUTCDate();
  date.setUTCFullYear(date.getUTCFullYear(), month, Math.min(date.getUTCDate(), lastDay));
  return date.getTime();
}

/** The period `now` falls in: a trial's 14 days, or a billing month counted from when billing began. */
export function billingPeriod(subscription: AgentSubscription, now: number): { start: number; end: number } {
  if (subscription.status === "trial" && subscription.trial_ends_at) {
    return { start: Date.parse(subscription.started_at), end: Date.parse(subscription.trial_ends_at) };
  }
  // Billing begins when the trial ends, or at the start for a subscription that never was a trial.
  const anchor = Date.parse(subscription.trial_ends_at ?? subscription.started_at);
  let months = 0;
  while (addMonths(anchor, months + 1) <= now) months++;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}

export function newSubscription(
  id: string,
  { agent_slug, plan }: { agent_slug: string; plan: string },
  startedAt: number,
): AgentSubscription {
  return {
    id,
    agent_slug,
    plan,
    status: "trial",
    started_at: iso(startedAt),
    trial_ends_at: iso(startedAt + TRIAL_DAYS * DAY_MS),
    current_period_end: null,
    cancel_at: null,
    scheduled_plan: null,
  };
}

export const hasEnded = (subscription: AgentSubscription) => subscription.status === "cancelled";

/**
 * Brings a subscription up to `now`: a cancellation takes effect at `cancel_at`, a trial not
 * cancelled becomes active at its end (the agency bills it from then on) when a payment method
 * is on file, and ends then when none is, a downgrade applies at the period's end.
 */
export function settle(
  subscription: AgentSubscription,
  now: number,
  { paymentMethodOnFile = true }: { paymentMethodOnFile?: boolean } = {},
): AgentSubscription {
  if (hasEnded(subscription)) return subscription;
  if (subscription.cancel_at && Date.parse(subscription.cancel_at) <= now) {
    return Object.assign(subscription, {
      status: "cancelled",
      current_period_end: null,
      scheduled_plan: null,
    });
  }
  if (subscription.status === "trial" && Date.parse(subscription.trial_ends_at ?? "") <= now) {
    if (!paymentMethodOnFile) {
      // Nothing to bill: the trial ends instead of becoming paid.
      return Object.assign(subscription, {
        status: "cancelled",
        cancel_at: subscription.trial_ends_at,
        current_period_end: null,
        scheduled_plan: null,
      });
    }
    subscription.status = "active";
  }
  if (subscription.scheduled_plan && Date.parse(subscription.scheduled_plan.applies_at) <= now) {
    subscription.plan = subscription.scheduled_plan.plan;
    subscription.scheduled_plan = null;
  }
  subscription.current_period_end =
    subscription.status === "trial" ? null : iso(billingPeriod(subscription, now).end);
  return subscription;
}

function refuseEnded(subscription: AgentSubscription) {
  if (hasEnded(subscription)) throw new Refusal(409, "conflict", "This subscription has ended.");
}

export function changePlan(subscription: AgentSubscription, plan: string) {
  if (!PLAN_ORDER.includes(plan)) {
    throw new Refusal(400, "invalid_request", `No plan ${plan}: the plans are ${PLAN_ORDER.join(", ")}.`);
  }
  refuseEnded(subscription);
  if (plan === subscription.plan) {
    if (!subscription.scheduled_plan) throw new Refusal(409, "conflict", `It is already on ${plan}.`);
    // Asking for the current plan takes a waiting downgrade back.
    subscription.scheduled_plan = null;
  } else if (
    subscription.status === "trial" ||
    PLAN_ORDER.indexOf(plan) > PLAN_ORDER.indexOf(subscription.plan)
  ) {
    subscription.plan = plan;
    subscription.scheduled_plan = null;
  } else {
    subscription.scheduled_plan = { plan, applies_at: subscription.current_period_end ?? "" };
  }
  return subscription;
}

export function cancel(subscription: AgentSubscription) {
  refuseEnded(subscription);
  if (subscription.cancel_at) throw new Refusal(409, "conflict", "It is already cancelled.");
  subscription.cancel_at =
    subscription.status === "trial" ? subscription.trial_ends_at : subscription.current_period_end;
  // It ends with the period, so no downgrade will come.
  subscription.scheduled_plan = null;
  return subscription;
}

export function resume(subscription: AgentSubscription) {
  refuseEnded(subscription);
  if (!subscription.cancel_at) throw new Refusal(409, "conflict", "It is not cancelled.");
  subscription.cancel_at = null;
  return subscription;
}

/** The period before the one `now` falls in; null in a subscription's first (a trial's, or its first month). */
export function previousPeriod(
  subscription: AgentSubscription,
  now: number,
): { start: number; end: number } | null {
  const current = billingPeriod(subscription, now);
  if (current.start <= Date.parse(subscription.started_at)) return null;
  // The first billing month follows the trial: the period before it is the trial's 14 days.
  if (subscription.trial_ends_at && current.start === Date.parse(subscription.trial_ends_at)) {
    return { start: Date.parse(subscription.started_at), end: current.start };
  }
  return billingPeriod(subscription, current.start - 1);
}

/** The runs of a subscription that started in [start, end), as they stand at `now`. */
function runsIn(
  subscription: AgentSubscription,
  workflows: WorkflowRecord[],
  start: number,
  end: number,
  now: number,
) {
  return workflows
    .filter((workflow) => workflow.subscription_id === subscription.id)
    .flatMap((workflow) => workflow.runs)
    .filter((record) => record.startedAt >= start && record.startedAt < end)
    .map((record) => ({ startedAt: record.startedAt, status: runAt(record, now).status }));
}

/** Units used this period (one succeeded run, one unit), and runs still going that will use one. */
function unitsOf(subscription: AgentSubscription, workflows: WorkflowRecord[], now: number) {
  const { start, end } = billingPeriod(subscription, now);
  const runs = runsIn(subscription, workflows, start, end, now).map((run) => run.status);
  return {
    used: runs.filter((status) => status === "succeeded").length,
    going: runs.filter((status) => status === "queued" || status === "running").length,
    start,
    end,
  };
}

/** The units a period the plan allows, as the stand-in enforces them; null: no limit. */
export const limitOf = (subscription: AgentSubscription, quotas: Quotas): number | null =>
  quotas[subscription.agent_slug]?.[subscription.plan] ?? null;

export function usageOf(
  subscription: AgentSubscription,
  workflows: WorkflowRecord[],
  quotas: Quotas,
  now: number,
): Usage {
  const { used, start, end } = unitsOf(subscription, workflows, now);
  return {
    subscription_id: subscription.id,
    used,
    period_start: iso(start),
    period_end: iso(end),
    limit: limitOf(subscription, quotas),
  };
}

/**
 * The units used on each UTC day of the subscription's current or previous period (null when it
 * has none): from the period's first day to its last, or to today for the current one. The days
 * add up to `usageOf`'s `used` for the current period.
 */
export function dailyUsageOf(
  subscription: AgentSubscription,
  workflows: WorkflowRecord[],
  quotas: Quotas,
  now: number,
  period: "current" | "previous",
): SubscriptionDailyUsage | null {
  const bounds = period === "current" ? billingPeriod(subscription, now) : previousPeriod(subscription, now);
  if (!bounds) return null;
  const { start, end } = bounds;
  const succeeded = runsIn(subscription, workflows, start, end, now).filter(
    (run) => run.status === "succeeded",
  );
  const last = utcDate(Math.min(end - 1, now));
  const days: SubscriptionDailyUsage["days"] = [];
  for (let date = utcDate(start), day = 0; date <= last; date = utcDate(start + ++day * DAY_MS)) {
    days.push({ date, used: succeeded.filter((run) => utcDate(run.startedAt) === date).length });
  }
  return {
    subscription_id: subscription.id,
    agent_slug: subscription.agent_slug,
    plan: subscription.plan,
    limit: limitOf(subscription, quotas),
    period_start: iso(start),
    period_end: iso(end),
    days,
  };
}

/** Refuses with 429 when the plan's quota is used up this period, counting the runs still going. */
export function refuseQuotaReached(
  subscription: AgentSubscription,
  workflows: WorkflowRecord[],
  quotas: Quotas,
  now: number,
) {
  const limit = limitOf(subscription, quotas);
  if (limit === null) return;
  const { used, going, end } = unitsOf(subscription, workflows, now);
  if (used + going >= limit) {
    throw new Refusal(
      429,
      "quota_reached",
      `The ${subscription.plan} plan's ${limit} runs are used up until ${iso(end)}.`,
    );
  }
}
