import type { AgentSubscription, PaymentMethod } from "#web/shared/api/backend.ts";

/** A trial that ends within this many days with no payment method on file is announced. */
export const TRIAL_NOTICE_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The trials to tell the customer about: with no payment method on file (`null`: the backend
 * said none; `undefined`: not known yet, so nothing is said), not cancelled (they know it ends),
 * ending within TRIAL_NOTICE_DAYS of `now`. Soonest first.
 */
export function trialsEndingWithoutCard(
  subscriptions: readonly AgentSubscription[],
  paymentMethod: PaymentMethod | null | undefined,
  now: number,
): AgentSubscription[] {
  if (paymentMethod !== null) return [];
  return subscriptions
    .filter((each) => {
      const end = Date.parse(each.trial_ends_at ?? "");
      return (
        each.status === "trial" && !each.cancel_at && end > now && end - now <= TRIAL_NOTICE_DAYS * DAY_MS
      );
    })
    .sort((a, b) => (a.trial_ends_at ?? "").localeCompare(b.trial_ends_at ?? ""));
}
