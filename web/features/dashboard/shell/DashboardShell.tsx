import { useId, type ReactNode } from "react";
import type { DashboardNavigationTexts } from "#content/contentTypes.ts";
import { DashboardNav } from "./DashboardNav";
import { useArrivalFocus } from "./useArrivalFocus";
// With the client area's code, not inlined into every page as the site's stylesheet is: only a
// signed-in customer needs it, and an area renders once its code (and this) has loaded.
import "../dashboard.css";

/**
 * An area of the client area: the navigation between the areas beside it (above it on phones),
 * and the area as a region under its heading, which takes the focus when the customer comes
 * from another area. `actions` go at the heading's end (the Overview's Logout), after
 * `notifications` (the header's notifications button).
 */
export function DashboardShell({
  navigation,
  title,
  description,
  actions,
  notifications,
  children,
}: {
  navigation: DashboardNavigationTexts;
  title: ReactNode;
  description?: string | null;
  actions?: ReactNode;
  notifications?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useArrivalFocus<HTMLHeadingElement>();
  return (
    <div className="container dashboard-shell">
      <DashboardNav texts={navigation} />
      <section className="dashboard-area" aria-labelledby={headingId}>
        <header className="dashboard-area__header">
          <div>
            <h1 id={headingId} ref={heading} tabIndex={-1}>
              {title}
            </h1>
            {description ? <p className="dashboard-area__description">{description}</p> : null}
          </div>
          {notifications || actions ? (
            <div className="dashboard-area__tools">
              {notifications}
              {actions}
            </div>
          ) : null}
        </header>
        {children}
      </section>
    </div>
  );
}
