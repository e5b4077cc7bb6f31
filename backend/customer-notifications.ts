import type { components } from "../web/shared/api/openapi";
import { eventsAt } from "./notification-events";
import { createNotifications } from "./notifications";
import { DAY_MS, type WorkflowRecord } from "./runs";
import type { Quotas } from "./subscriptions";

// The stand-in's notifications made from its own events: before each call of a customer's, what
// has happened to them since they were first seen (a run failed, a workflow became failing, a
// quota reached 80 % or 100 %, a trial is ending) is told once, as their preferences say.

type AgentSubscription = components["schemas"]["AgentSubscription"];

/** How far back the demo customer's history is told, as if they had been with the stand-in then. */
export const DEMO_HISTORY_MS = 3 * DAY_MS;
/** The demo customer has read what is older than this. */
export const DEMO_READ_BEFORE_MS = 12 * 3_600_000;

export function createCustomerNotifications({
  now,
  quotas,
  subscriptions,
  workflows,
}: {
  now: () => number;
  quotas: Quotas;
  /** The customer's subscriptions, brought up to now. */
  subscriptions: (uid: string) => AgentSubscription[];
  /** The customer's workflows with their runs, as the stand-in keeps them. */
  workflows: (uid: string) => WorkflowRecord[];
}) {
  const notifications = createNotifications({ now });
  /** Since when each customer is told what happens (ms): from the first time they were seen. */
  const since = new Map<string, number>();
  const told = new Map<string, Set<string>>();

  /** Tells `uid` what has happened since they were first seen and not been told yet. */
  function observe(uid: string) {
    if (!since.has(uid)) since.set(uid, now());
    const from = since.get(uid) ?? now();
    const keys = told.get(uid) ?? new Set<string>();
    told.set(uid, keys);
    const events = eventsAt({
      subscriptions: subscriptions(uid),
      workflows: workflows(uid),
      quotas,
      now: now(),
    });
    for (const event of events) {
      if (event.at < from || keys.has(event.key)) continue;
      // Told once, whatever the preferences said then: turning a kind on later brings back nothing old.
      keys.add(event.key);
      notifications.notify(uid, event.kind, event.subject, event.fields, event.at);
    }
  }

  /**
   * The demo customer's notifications: what happened to them in the last DEMO_HISTORY_MS (the
   * failing Ticket triage and its failed runs, the trial ending, its quota at 80 %) beside their
   * invoices' (billing tells those as it issues them), read but for the last DEMO_READ_BEFORE_MS.
   */
  function seedDemo(uid: string) {
    since.set(uid, Math.min(since.get(uid) ?? now(), now() - DEMO_HISTORY_MS));
    observe(uid);
    const readBefore = new Date(now() - DEMO_READ_BEFORE_MS).toISOString();
    for (const each of notifications.list(uid, { limit: 100 }).items)
      if (each.created_at < readBefore) notifications.markRead(uid, each.id);
  }

  return { ...notifications, observe, seedDemo };
}

export type CustomerNotifications = ReturnType<typeof createCustomerNotifications>;
