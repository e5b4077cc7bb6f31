import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import type { DashboardNavigationTexts } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import type { IconName } from "#schemas/iconNames.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { Icon } from "#web/shared/ui/Icon.tsx";

type Label = keyof NonNullable<DashboardNavigationTexts>;

/** The areas, in the navigation's order: each one's address, its label's field in `dashboardPage.navigation`, its icon. */
const AREA_LINKS: readonly { to: string; label: Label; icon: IconName }[] = [
  { to: paths.dashboard, label: "overview", icon: "layout-dashboard" },
  { to: paths.dashboardAgents, label: "agents", icon: "bot" },
  { to: paths.dashboardRuns, label: "runs", icon: "activity" },
  { to: paths.dashboardWorkflows, label: "workflows", icon: "workflow" },
  { to: paths.dashboardPlan, label: "plan", icon: "gauge" },
  { to: paths.dashboardBilling, label: "billing", icon: "circle-dollar-sign" },
  { to: paths.dashboardSettings, label: "settings", icon: "settings" },
];

/**
 * The client area's navigation, in the page's language: a side bar on wide screens, a row of
 * links above the area on phones (scrolled sideways to the current one). The current area's
 * link says so (`aria-current="page"`, NavLink's).
 */
export function DashboardNav({ texts }: { texts: DashboardNavigationTexts }) {
  const localized = useLocalizedPath();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current && row.scrollWidth > row.clientWidth)
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, []);
  return (
    <nav className="dashboard-nav" aria-label={texts?.label ?? undefined}>
      <ul ref={list} className="dashboard-nav__list">
        {AREA_LINKS.map(({ to, label, icon }) => (
          <li key={to}>
            <NavLink to={localized(to)} end className="dashboard-nav__link">
              <Icon name={icon} size={18} />
              {texts?.[label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
