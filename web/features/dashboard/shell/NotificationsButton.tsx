import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useFetchers } from "react-router";
import type { NotificationPage } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { fill } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { recall } from "../data/loadMemory";
import type { LoadState } from "../data/loadState";
import { NOTIFICATIONS_CALL } from "../data/notificationsCall";
import { NOTIFICATIONS_ROUTE } from "./notificationsRoute";

// The list is code of its own, loaded when the button is first opened (or pointed at).
const loadPanel = () => import("./NotificationsPanel");
const NotificationsPanel = lazy(async () => ({ default: (await loadPanel()).NotificationsPanel }));

/** Runs `task` once the page is idle (its first load done), or at once where the browser cannot say. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const idle = requestIdleCallback(task, { timeout: 2_000 });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/**
 * The header's notifications button, on every area: its name says how many are unread
 * ("Notifications, 3 unread"); it opens the list under it (a disclosure). The count is read once
 * the page is idle, not as it loads; meanwhile the tab's last count shows.
 */
export function NotificationsButton({ content }: { content: DashboardPageContent | undefined }) {
  const texts = content?.notifications;
  const { user } = useAuth();
  const list = useFetcher<LoadState<NotificationPage>>({ key: NOTIFICATIONS_CALL });
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { load } = list;
  useEffect(() => whenIdle(() => void load(NOTIFICATIONS_ROUTE)), [load]);

  // What the tab remembers is never older than the fetcher's list: the loader keeps each list it
  // reads, and the action marks read in it at once. Any fetcher's change (a mark read) shows here.
  useFetchers();
  const remembered = user ? recall<NotificationPage>(user.uid, NOTIFICATIONS_CALL) : undefined;
  const shown: LoadState<NotificationPage> =
    list.data?.status === "failed" || !remembered
      ? (list.data ?? { status: "loading" })
      : { status: "loaded", value: remembered };
  const unread = shown.status === "loaded" ? shown.value.unread_count : 0;
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  return (
    <div className="notifications">
      <button
        ref={button}
        type="button"
        className="notifications__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={
          (unread ? fill(texts?.buttonUnreadLabel ?? "", { count: unread }) : texts?.buttonLabel) ?? ""
        }
        onClick={() => (open ? close(false) : setOpen(true))}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread ? (
          <span className="notifications__count" aria-hidden="true">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense
          fallback={
            <div id={panelId} className="notifications__panel">
              <p className="dashboard-section__note">{content?.loadStates?.loadingText}</p>
            </div>
          }
        >
          <NotificationsPanel
            id={panelId}
            content={content}
            load={shown}
            retry={() => void load(NOTIFICATIONS_ROUTE)}
            close={close}
            opener={button}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
