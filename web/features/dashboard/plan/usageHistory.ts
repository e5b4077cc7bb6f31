import type { DailyUsage, UsagePeriod } from "#web/shared/api/backend.ts";
import type { DashboardAgentContent, DashboardPageContent } from "#content/contentTypes.ts";
import { agentOf, planOf } from "./planContent";

/** Usage over time's texts (dashboardPage.usageHistory). */
export type UsageHistoryTexts = DashboardPageContent["usageHistory"] | undefined;

/** The address's period of Usage over time (`?period=previous`); the current one otherwise. */
export function usagePeriodOf(search: URLSearchParams | undefined): UsagePeriod {
  return search?.get("period") === "previous" ? "previous" : "current";
}

/** The address's query with `period` in it: none for the current period (the default). */
export function searchWithPeriod(search: URLSearchParams, period: UsagePeriod): string {
  const next = new URLSearchParams(search);
  if (period === "current") next.delete("period");
  else next.set("period", period);
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** One agent's days of the period, as the chart and the table show them. */
export type UsageSeries = {
  subscriptionId: string;
  /** The content's name of the agent, else its slug. */
  agent: string;
  /** The plan's unit from the content ("pieces"); "" when the content has no quota for it. */
  unit: string;
  /** The backend's limit; null: none. */
  limit: number | null;
  periodStart: string;
  periodEnd: string;
  /** Units by UTC day; a day outside this agent's period is not in it. */
  used: Map<string, number>;
  total: number;
};

/** Every day any agent's period has (UTC, oldest first), each agent's series, and each day's total. */
export type UsageHistory = { days: string[]; series: UsageSeries[]; dayTotals: number[]; total: number };

export function usageHistory(
  daily: DailyUsage,
  agents: readonly DashboardAgentContent[] | null | undefined,
): UsageHistory {
  const series = daily.subscriptions.map((each): UsageSeries => {
    const agent = agentOf(agents, each.agent_slug);
    const used = new Map(each.days.map((day) => [day.date, day.used]));
    return {
      subscriptionId: each.subscription_id,
      agent: agent?.name ?? each.agent_slug,
      unit: planOf(agent, each.plan)?.quota?.unit ?? "",
      limit: each.limit,
      periodStart: each.period_start,
      periodEnd: each.period_end,
      used,
      total: each.days.reduce((sum, day) => sum + day.used, 0),
    };
  });
  const days = [...new Set(series.flatMap((each) => [...each.used.keys()]))].sort();
  const dayTotals = days.map((day) => series.reduce((sum, each) => sum + (each.used.get(day) ?? 0), 0));
  return { days, series, dayTotals, total: dayTotals.reduce((sum, value) => sum + value, 0) };
}
