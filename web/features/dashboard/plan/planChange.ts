import { stegaClean } from "@sanity/client/stega";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { formatPeriod, formatPrice, type Formats } from "#web/shared/ui/format.ts";
import type { PlanContent } from "./planContent";

type Priced = Pick<PlanContent, "price" | "period">;

/**
 * What `target` costs more (+) or less (−) than `current` each period; null when either has no
 * price or they are billed over different periods (no one figure compares them).
 */
export function priceDifference(current: Priced | undefined, target: Priced | undefined): number | null {
  if (typeof current?.price !== "number" || typeof target?.price !== "number") return null;
  if (stegaClean(current.period ?? "") !== stegaClean(target.period ?? "")) return null;
  return target.price - current.price;
}

/** +300 -> "+$300/month", −300 -> "−$300/mes": the sign always written (a true minus sign). */
export function formatPriceChange(amount: number, period: string | null | undefined, formats: Formats) {
  const sign = amount > 0 ? "+" : amount < 0 ? "\u2212" : "";
  return `${sign}${formatPrice(Math.abs(amount))}${formatPeriod(stegaClean(period), formats)}`;
}

/**
 * When a change of plan applies, as the backend does it (docs/backend.md, "Plans"): a trial's at
 * once (and the trial goes on to its end), an upgrade at once, a downgrade at the period's end.
 */
export type ChangeTiming =
  { when: "trial"; date: string | null } | { when: "now" } | { when: "periodEnd"; date: string | null };

/**
 * When moving `subscription` to `target` applies. An upgrade costs more; at the same price (or
 * without prices) the later plan in the agent's list is the upgrade, as the plans rise in price.
 */
export function changeTiming(
  subscription: Pick<AgentSubscription, "status" | "plan" | "trial_ends_at" | "current_period_end">,
  plans: readonly PlanContent[],
  target: string,
): ChangeTiming {
  if (subscription.status === "trial") return { when: "trial", date: subscription.trial_ends_at };
  const rank = (id: string) => plans.findIndex((plan) => stegaClean(plan.planId) === id);
  const difference = priceDifference(plans[rank(subscription.plan)], plans[rank(target)]);
  const upgrade = difference ? difference > 0 : rank(target) > rank(subscription.plan);
  return upgrade ? { when: "now" } : { when: "periodEnd", date: subscription.current_period_end ?? null };
}
