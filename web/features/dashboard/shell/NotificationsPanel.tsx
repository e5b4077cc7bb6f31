import { useEffect, useId, useRef, type RefObject } from "react";
import { Link, useFetcher } from "react-router";
import type { Notification, NotificationPage } from "#web/shared/api/backend.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatDateTime } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import type { LoadState } from "../data/loadState";
import type { NotificationsRequest, NotificationsResult } from "../data/notificationsData";
import { refusalText } from "../refusalText";
import { LoadNote } from "../SectionBody";
import { notificationPath, notificationText } from "./notificationWords";
import { NOTIFICATIONS_ROUTE } from "./notificationsRoute";
import "./notifications.css";

/** Sends a request to the notifications' route, asking no other route to read again. */
function send(fetcher: { submit: ReturnType<typeof useFetcher>["submit"] }, request: NotificationsRequest) {
  void fetcher.submit(request, {
    method: "post",
    encType: "application/json",
    action: NOTIFICATIONS_ROUTE,
    defaultShouldRevalidate: false,
  });
}

/**
 * The list the header's button opens: the newest notifications in the content's words, each a
 * link to what it is about (opening it marks it read), and Mark all as read. It takes the focus
 * as it opens (its heading); Escape and a press outside close it.
 */
export function NotificationsPanel({
  id,
  content,
  load,
  retry,
  close,
  opener,
}: {
  id: string;
  content: DashboardPageContent | undefined;
  load: LoadState<NotificationPage>;
  retry: () => void;
  close: (returnFocus: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const texts = content?.notifications;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  const markAll = useFetcher<NotificationsResult>();
  const markOne = useFetcher<NotificationsResult>();
  const localized = useLocalizedPath();
  const { formats } = useMessages();

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !opener.current?.contains(target)) close(false);
    };
    // Escape, from within the list or on its button, closes it and gives the button the focus.
    const escape = (event: KeyboardEvent) => {
      const focused = document.activeElement;
      if (event.key !== "Escape" || !(panel.current?.contains(focused) || opener.current === focused)) return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [close, opener]);

  const page = load.status === "loaded" ? load.value : null;
  const busy = markAll.state !== "idle";
  const open = (notification: Notification) => {
    if (notification.read_at === null) send(markOne, { action: "read", notification: notification.id });
    close(true);
  };
  const result = markAll.state === "idle" ? markAll.data : undefined;

  return (
    <section ref={panel} id={id} className="notifications__panel" aria-labelledby={headingId}>
      <div className="notifications__head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {texts?.title}
        </h2>
        {page?.items.length ? (
          <button
            type="button"
            className="button button--outline notifications__mark-all"
            aria-disabled={busy || page.unread_count === 0}
            onClick={() => {
              if (!busy && page.unread_count > 0) send(markAll, { action: "read-all" });
            }}
          >
            {texts?.markAllLabel}
          </button>
        ) : null}
      </div>
      <p role="status" className="visually-hidden">
        {result?.status === "done" ? texts?.markAllDoneText : null}
      </p>
      {result?.status === "refused" ? (
        <p role="alert" className="alert alert--error">
          {texts?.markAllFailedText} {refusalText(result.error, content?.refusals, content?.loadStates)}
        </p>
      ) : null}
      {!page ? (
        <LoadNote
          load={{ ...(load as Exclude<typeof load, { status: "loaded" }>), retry }}
          texts={content?.loadStates}
        />
      ) : page.items.length === 0 ? (
        <p className="dashboard-section__note">{texts?.emptyText}</p>
      ) : (
        <ul className="notifications__list">
          {page.items.map((notification) => {
            const unread = notification.read_at === null;
            return (
              <li
                key={notification.id}
                className={`notifications__item${unread ? " notifications__item--unread" : ""}`}
              >
                <Link to={localized(notificationPath(notification))} onClick={() => open(notification)}>
                  {unread ? <span className="visually-hidden">{texts?.unreadLabel} </span> : null}
                  <span className="notifications__text">
                    {notificationText(notification, texts, content?.agents, formats)}
                  </span>{" "}
                  <time dateTime={notification.created_at} className="notifications__time">
                    {formatDateTime(notification.created_at, formats)}
                  </time>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
