import type { NotificationPage } from "#web/shared/api/backend.ts";
import { backendFault } from "./backendFault";
import { signedInCustomer } from "./customer";
import { recall, remember } from "./loadMemory";
import type { LoadState } from "./loadState";
import { NOTIFICATIONS_CALL, NOTIFICATIONS_SHOWN } from "./notificationsCall";

// The header's notifications, through the route web/routes/dashboard/notifications/route.ts (its
// loader and action, used by fetchers from every area): the newest ones and the unread count,
// mark one read, mark all read.

/** What a fetcher asks the notifications route's action to do. */
export type NotificationsRequest = { action: "read"; notification: string } | { action: "read-all" };

/** What it came to: done, or refused (with what the client threw). */
export type NotificationsResult =
  | { status: "done"; action: NotificationsRequest["action"] }
  | { status: "refused"; action: NotificationsRequest["action"]; error: unknown };

/** The customer's backend client and account; a fault when there is no session. */
async function customerBackend() {
  const { account, client } = await signedInCustomer();
  return { account, backend: await client() };
}

/** The route's loader: the newest notifications and the unread count, as a load state (a fetcher's data is never an error). */
export async function notificationsLoader(): Promise<LoadState<NotificationPage>> {
  try {
    const { account, backend } = await customerBackend();
    if (!backend) return { status: "unconfigured" };
    const page = await backend.listNotifications({ limit: NOTIFICATIONS_SHOWN });
    remember(account, NOTIFICATIONS_CALL, page);
    return { status: "loaded", value: page };
  } catch (error) {
    const fault = backendFault(error);
    // A mismatch is logged by the client, once; any other fault here.
    if (fault !== "mismatch") console.warn(error);
    return { status: "failed", fault };
  }
}

/** The page as the tab last had it, with `read` applied (as the backend will have it once it answers). */
function rememberRead(account: string, read: (page: NotificationPage) => NotificationPage) {
  const page = recall<NotificationPage>(account, NOTIFICATIONS_CALL);
  if (page) remember(account, NOTIFICATIONS_CALL, read(page));
}

/** `page` with these notifications read: what the header shows until the backend's list comes again. */
export function withRead(page: NotificationPage, ids: ReadonlySet<string> | "all"): NotificationPage {
  const now = new Date().toISOString();
  const items = page.items.map((each) =>
    each.read_at === null && (ids === "all" || ids.has(each.id)) ? { ...each, read_at: now } : each,
  );
  const newlyRead = items.filter((each, index) => each.read_at !== page.items[index].read_at).length;
  return { ...page, items, unread_count: ids === "all" ? 0 : Math.max(0, page.unread_count - newlyRead) };
}

/**
 * The route's action: marks one notification read (the customer opened it) or all of them. What
 * the tab remembers changes at once, so the next area's header shows it while it asks again. A
 * refusal or a failure is the result, not an error.
 */
export async function notificationsAction({ request }: { request: Request }): Promise<NotificationsResult> {
  const asked = (await request.json()) as NotificationsRequest;
  try {
    const { account, backend } = await customerBackend();
    if (!backend) throw new Error("Not signed in: no ID token for the backend call.");
    if (asked.action === "read") {
      rememberRead(account, (page) => withRead(page, new Set([asked.notification])));
      await backend.markNotificationRead(asked.notification);
    } else {
      await backend.markAllNotificationsRead();
      rememberRead(account, (page) => withRead(page, "all"));
    }
    return { status: "done", action: asked.action };
  } catch (error) {
    return { status: "refused", action: asked.action, error };
  }
}
