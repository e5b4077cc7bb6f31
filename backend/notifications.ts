import type { components } from "../web/shared/api/openapi";
import { Refusal } from "./refusal";

// What the stand-in tells each customer: their notifications in the client area, and what it
// would have e-mailed them (it sends no mail), as each customer's preferences say. `notify` is
// the one way in: the stand-in's own events (notification-events.ts) and billing's invoices.

type Schemas = components["schemas"];
export type Notification = Schemas["Notification"];
export type NotificationKind = Schemas["NotificationKind"];
export type NotificationSubject = Schemas["NotificationSubject"];
export type NotificationPreferences = Schemas["NotificationPreferences"];
/** What a notification's text needs besides its kind and subject (openapi.yaml's Notification). */
export type NotificationFields = Pick<Notification, "workflow_name" | "agent_slug" | "ends_at">;

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  "run_failed",
  "workflow_failing",
  "quota_80",
  "quota_100",
  "trial_ending",
  "invoice",
];

/** A notification the stand-in would have e-mailed (the customer's `email` preference is on). */
export interface WouldEmail {
  uid: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  fields: NotificationFields;
  /** When it would have been sent. */
  at: string;
}

/** Every kind on every channel, until the customer turns one off. */
export const defaultPreferences = (): NotificationPreferences =>
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { email: true, in_app: true }]),
  ) as NotificationPreferences;

const iso = (time: number) => new Date(time).toISOString();
/** The order of creation of a notification (its id is `ntf-<n>`). */
const numberOf = (id: string) => Number(id.slice("ntf-".length));

// Newest first, then the later made first; the cursor is the last listed one's place in that
// order, so a page follows the previous one even when newer ones have come since.
const newestFirst = (a: Notification, b: Notification) =>
  b.created_at.localeCompare(a.created_at) || numberOf(b.id) - numberOf(a.id);

function cursorOf(notification: Notification): string {
  return Buffer.from(JSON.stringify([notification.created_at, notification.id])).toString("base64url");
}

function placeOf(cursor: string): Notification {
  try {
    const place: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(place) && place.length === 2 && place.every((part) => typeof part === "string")) {
      const [created_at, id] = place as [string, string];
      if (/^ntf-\d+$/.test(id)) return { id, created_at } as Notification;
    }
  } catch {
    // refused below
  }
  throw new Refusal(400, "invalid_request", "The cursor is not one this backend gave.");
}

export function createNotifications({ now }: { now: () => number }) {
  const items = new Map<string, Notification[]>();
  const preferences = new Map<string, NotificationPreferences>();
  const emails: WouldEmail[] = [];
  let lastId = 0;

  const itemsOf = (uid: string) => items.get(uid) ?? [];
  const preferencesOf = (uid: string) => preferences.get(uid) ?? defaultPreferences();
  const unreadCount = (uid: string) => itemsOf(uid).filter((each) => each.read_at === null).length;

  /**
   * Tells the customer `uid` of `kind` about `subject`, as their preferences say: recorded as
   * "would e-mail" (`emails`) when its `email` is on, and in the client area when its `in_app`
   * is on (the notification made; null otherwise). `at` is when it happened (now by default).
   */
  function notify(
    uid: string,
    kind: NotificationKind,
    subject: NotificationSubject,
    fields: NotificationFields = {},
    at: number = now(),
  ): Notification | null {
    const channels = preferencesOf(uid)[kind];
    if (channels.email) emails.push({ uid, kind, subject, fields, at: iso(now()) });
    if (!channels.in_app) return null;
    const made: Notification = {
      id: `ntf-${++lastId}`,
      kind,
      created_at: iso(at),
      read_at: null,
      subject,
      ...fields,
    };
    items.set(uid, [...itemsOf(uid), made]);
    return made;
  }

  function notification(uid: string, id: string): Notification {
    const found = itemsOf(uid).find((each) => each.id === id);
    if (!found) throw new Refusal(404, "not_found", `You have no notification ${id}.`);
    return found;
  }

  return {
    notify,
    /** A page of `uid`'s notifications, newest first, and how many are unread in all. */
    list(uid: string, { cursor, limit }: { cursor?: string; limit: number }) {
      const after = cursor ? placeOf(cursor) : null;
      const matching = itemsOf(uid)
        .filter((each) => !after || newestFirst(after, each) < 0)
        .sort(newestFirst);
      const page = matching.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page,
        unread_count: unreadCount(uid),
        next_cursor: matching.length > page.length && last ? cursorOf(last) : null,
      };
    },
    /** Marks it read (once: a read one keeps its read_at); 404 for another customer's or an unknown id. */
    markRead(uid: string, id: string): Notification {
      const found = notification(uid, id);
      found.read_at ??= iso(now());
      return found;
    },
    markAllRead(uid: string) {
      for (const each of itemsOf(uid)) each.read_at ??= iso(now());
      return { unread_count: 0 };
    },
    preferences: preferencesOf,
    setPreferences(uid: string, saved: NotificationPreferences) {
      preferences.set(uid, structuredClone(saved));
      return preferencesOf(uid);
    },
    /** What the stand-in would have e-mailed, every customer's, oldest first. */
    emails: () => emails,
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
