import { useCallback, useMemo, useState } from "react";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { recall, remember } from "./loadMemory";

/** What the customer can do to a subscription: change its plan, cancel it, take a cancellation back. */
export type SubscriptionAction =
  { kind: "changePlan"; plan: string } | { kind: "cancel" } | { kind: "resume" };

type Replies = { of: readonly AgentSubscription[]; byId: ReadonlyMap<string, AgentSubscription> };
const NONE: ReadonlyMap<string, AgentSubscription> = new Map();

/**
 * `subscriptions` (as loaded) with each one an action changed replaced, in place, by the backend's
 * reply; `act` does an action and resolves with that reply, or throws what the client threw. The
 * replies are dropped when the list is loaded again: the backend's new list is the truth. The
 * tab's memory of the list (loadMemory.ts) gets them too.
 */
export function useSubscriptionActions(subscriptions: readonly AgentSubscription[]) {
  const { user, backendClient } = useAuth();
  const [replies, setReplies] = useState<Replies>({ of: subscriptions, byId: NONE });
  const byId = replies.of === subscriptions ? replies.byId : NONE;
  const list = useMemo(() => subscriptions.map((item) => byId.get(item.id) ?? item), [subscriptions, byId]);

  const act = useCallback(
    async (id: string, action: SubscriptionAction): Promise<AgentSubscription> => {
      const client = await backendClient();
      // The list came from the backend, so there is one; without it, the session has ended.
      if (!client) throw new Error("Not signed in: no ID token for the backend call.");
      const reply =
        action.kind === "changePlan"
          ? await client.changePlan(id, action.plan)
          : action.kind === "cancel"
            ? await client.cancelSubscription(id)
            : await client.resumeSubscription(id);
      setReplies((current) => ({
        of: subscriptions,
        byId: new Map(current.of === subscriptions ? current.byId : NONE).set(reply.id, reply),
      }));
      // What the areas show while they load the subscriptions again (useAgents' "agents"): the
      // changed one, not the one before the change.
      if (user) {
        const shown = recall<AgentSubscription[]>(user.uid, "agents") ?? subscriptions;
        remember(
          user.uid,
          "agents",
          shown.map((item) => (item.id === reply.id ? reply : item)),
        );
      }
      return reply;
    },
    [backendClient, subscriptions, user],
  );

  return { list, act };
}
