import type { AgentSubscription } from "#web/shared/api/backend.ts";

type Dates = Pick<AgentSubscription, "status" | "trial_ends_at" | "current_period_end" | "cancel_at">;

/**
 * When a cancellation made now takes effect, as the backend sets `cancel_at`: a trial's end, or
 * the end of a subscription's period. Null when the backend has not said (it always should).
 */
export function cancellationDate(subscription: Dates): string | null {
  return (
    (subscription.status === "trial" ? subscription.trial_ends_at : subscription.current_period_end) ?? null
  );
}

/** Cancelled but still working at `now`: it can be taken back (resumed) until `cancel_at`. */
export function isCancelling(subscription: Dates, now: number): boolean {
  return !!subscription.cancel_at && Date.parse(subscription.cancel_at) > now;
}
