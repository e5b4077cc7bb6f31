import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { withPortalSessions } from "./billingReads";
import { signedInCustomer } from "./customer";
import { rememberChanged } from "./loadMemory";

/** What the customer can do to a subscription: change its plan, cancel it, take a cancellation back. */
export type SubscriptionAction =
  { kind: "changePlan"; plan: string } | { kind: "cancel" } | { kind: "resume" };

/**
 * What the Usage and plan area's action is sent: the subscription and the action; for a plan
 * change, which button asked (Change to …, or Keep of a waiting downgrade, which asks for the
 * current plan again).
 */
export type SubscriptionActionRequest = SubscriptionAction & { subscription: string; of?: "change" | "keep" };

/** What it came to: the backend's reply, or a refusal (with what the client threw). */
export type SubscriptionActionResult = SubscriptionActionRequest &
  ({ status: "done"; reply: AgentSubscription } | { status: "refused"; error: unknown });

/**
 * The Usage and plan route's client action (a card's fetcher, JSON). The reply takes the
 * subscription's place in what the tab remembers of the list, which shows while React Router's
 * revalidation reads it again (and in the other areas while they read it). A refusal or a
 * failure is the result, not an error: the card says why.
 */
export async function planAction({ request }: { request: Request }): Promise<SubscriptionActionResult> {
  const asked = (await request.json()) as SubscriptionActionRequest;
  try {
    const { account, client } = await signedInCustomer();
    const backend = await client();
    // The list came from the backend, so there is one; without it, the session has ended.
    if (!backend) throw new Error("Not signed in: no ID token for the backend call.");
    const id = asked.subscription;
    const reply =
      asked.kind === "changePlan"
        ? await backend.changePlan(id, asked.plan)
        : asked.kind === "cancel"
          ? await backend.cancelSubscription(id)
          : await backend.resumeSubscription(id);
    rememberChanged(account, "agents", reply);
    return { ...asked, status: "done", reply };
  } catch (error) {
    return { ...asked, status: "refused", error };
  }
}

/** Usage and plan's action: a subscription's, or the hosted billing page's (a trial ending with no card). */
export const planAreaAction = withPortalSessions(planAction);

/** A card's action (its fetcher): what is being asked, what the last one came to, and how to ask. */
export type CardAction = {
  /** The action under way, until the backend answers. */
  asked: SubscriptionActionRequest | null;
  /** What the last action came to (none while another is under way). */
  result: SubscriptionActionResult | undefined;
  act: (request: SubscriptionActionRequest) => void;
};
