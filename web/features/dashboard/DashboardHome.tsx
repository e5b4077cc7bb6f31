import { useState } from "react";
import { Bot, ChartColumn } from "lucide-react";
import { Link } from "react-router";
import { LOGOUT_ERROR } from "~/shared/auth/authErrors";
import { useAuth } from "~/shared/auth/AuthProvider";
import type { DashboardPageQueryResult } from "@content/sanity.types";
import { useSiteChrome } from "~/shared/content/useSiteChrome";
import { AccountSettings } from "./AccountSettings";
import { QuickStats } from "./QuickStats";
import { IconCard } from "~/shared/ui/IconCard";
import { paths } from "@content/paths";

/**
 * The signed-in dashboard: greeting, Logout (the navbar's label, `siteSettings.navigation`), the
 * three cards and the quick stats, with the texts of `dashboardPage`.
 */
export function DashboardHome({ content }: { content: DashboardPageQueryResult }) {
  const { user, logout } = useAuth();
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const logoutLabel = useSiteChrome().settings?.navigation?.logoutLabel;
  const agentsCard = content?.agentsCard;
  const analyticsCard = content?.analyticsCard;

  async function onLogout() {
    setLogoutError(null);
    try {
      await logout();
    } catch (error) {
      console.error(error);
      setLogoutError(LOGOUT_ERROR);
    }
  }

  return (
    <div className="section dashboard">
      <div className="container">
        <header className="dashboard__header">
          <h1>{[content?.greeting, user?.displayName || user?.email].filter(Boolean).join(" ")}</h1>
          <button type="button" className="button button--outline" onClick={onLogout}>
            {logoutLabel}
          </button>
        </header>
        {logoutError ? (
          <p className="alert alert--error" role="alert">
            {logoutError}
          </p>
        ) : null}
        <div className="dashboard__cards">
          <IconCard
            className="dashboard-card"
            icon={<Bot aria-hidden="true" focusable="false" />}
            headingLevel={2}
            title={agentsCard?.title}
            description={agentsCard?.description}
          >
            <Link to={paths.agents} className="button button--primary">
              {agentsCard?.linkLabel}
            </Link>
          </IconCard>
          <IconCard
            className="dashboard-card"
            icon={<ChartColumn aria-hidden="true" focusable="false" />}
            headingLevel={2}
            title={analyticsCard?.title}
            description={analyticsCard?.description}
          >
            <button
              type="button"
              className="button button--outline"
              disabled
              aria-describedby={analyticsCard?.note ? "analytics-soon" : undefined}
            >
              {analyticsCard?.buttonLabel}
            </button>
            {analyticsCard?.note ? (
              <p id="analytics-soon" className="dashboard-card__note">
                {analyticsCard.note}
              </p>
            ) : null}
          </IconCard>
          <AccountSettings labels={content?.settingsCard} />
        </div>
        <QuickStats content={content} />
      </div>
    </div>
  );
}
