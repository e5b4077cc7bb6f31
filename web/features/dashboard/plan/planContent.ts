import { stegaClean } from "@sanity/client/stega";
import type { DashboardAgentContent, DashboardPageContent } from "#content/contentTypes.ts";
import { quotaLimit } from "#content/quotas.ts";
import { fill, formatCount, type Formats } from "#web/shared/ui/format.ts";

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

/** The Usage and plan area's texts (dashboardPage.planArea). */
export type PlanTexts = DashboardPageContent["planArea"] | undefined;

/** A CMS text with its {placeholders} filled in; "" for a text the content lacks. */
export const withValues = (text: string | null | undefined, values: Record<string, string | number> = {}) =>
  text ? fill(text, values) : "";

/** A plan's quota in words: "200 pieces a month", "Up to 50 keywords", "Unlimited pieces"; "" without one. */
export function quotaSummary(plan: PlanContent, texts: PlanTexts, formats: Formats): string {
  const { quota } = plan;
  const limit = quotaLimit(quota);
  if (limit === undefined || !quota?.unit) return "";
  if (limit === null) return withValues(texts?.quotaUnlimitedText, { unit: quota.unit });
  const values = { limit: formatCount(limit), unit: quota.unit };
  if (quota.perPeriod === false) return withValues(texts?.quotaHeldText, values);
  const period = stegaClean(plan.period) || "month";
  return withValues(texts?.quotaPeriodText, {
    ...values,
    period: formats.periods[period as keyof Formats["periods"]] ?? period,
  });
}
