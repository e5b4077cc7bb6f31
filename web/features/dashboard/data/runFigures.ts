import type { AgentSubscription, Workflow } from "#web/shared/api/backend.ts";

export type DayRuns = { date: string; succeeded: number; failed: number };

const DAY_MS = 86_400_000;
/** The contract's window: runs_by_day covers the last 30 days (UTC). */
export const RUN_DAYS = 30;

/** "YYYY-MM-DD" of a time, in UTC. */
const utcDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The customer's runs per day over the last 30 days ending `today` (UTC), oldest first, summed
 * over their workflows; a day without runs counts 0, and runs outside the window are left out.
 * A stopped run is neither a success nor a failure: runs_by_day counts it in neither, and so do
 * the chart and the figures.
 */
export function runsPerDay(workflows: readonly Workflow[], today: Date): DayRuns[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days = Array.from({ length: RUN_DAYS }, (_, index) => ({
    date: utcDate(end - (RUN_DAYS - 1 - index) * DAY_MS),
    succeeded: 0,
    failed: 0,
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const workflow of workflows) {
    for (const run of workflow.runs_by_day) {
      const day = byDate.get(run.date);
      if (!day) continue;
      day.succeeded += run.succeeded;
      day.failed += run.failed;
    }
  }
  return days;
}

/** Succeeded and failed runs added up. */
export function totalRuns(days: readonly { succeeded: number; failed: number }[]) {
  return days.reduce(
    (total, day) => ({ succeeded: total.succeeded + day.succeeded, failed: total.failed + day.failed }),
    { succeeded: 0, failed: 0 },
  );
}

/** The share of runs that succeeded, 0 to 1; null without runs. */
export function successRate(days: readonly { succeeded: number; failed: number }[]): number | null {
  const { succeeded, failed } = totalRuns(days);
  return succeeded + failed ? succeeded / (succeeded + failed) : null;
}

/** 0.9753 -> "97.5%" (one decimal, none when whole: 1 -> "100%"). */
export function formatPercent(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}

/** Subscriptions that work for the customer now: active ones and trials. */
export function activeAgents(subscriptions: readonly AgentSubscription[]): number {
  return subscriptions.filter(
    (subscription) => subscription.status === "active" || subscription.status === "trial",
  ).length;
}

/** Runs (succeeded and failed) on days of `today`'s calendar month (UTC). */
export function runsThisMonth(workflows: readonly Workflow[], today: Date): number {
  const month = utcDate(today.getTime()).slice(0, 7);
  const days = workflows
    .flatMap((workflow) => workflow.runs_by_day)
    .filter((day) => day.date.startsWith(month));
  const { succeeded, failed } = totalRuns(days);
  return succeeded + failed;
}
