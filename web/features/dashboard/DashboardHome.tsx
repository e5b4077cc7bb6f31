import { useState } from "react";
import { Bot, ChartColumn } from "lucide-react";
import { Link } from "react-router";
import { LOGOUT_ERROR } from "~/shared/auth/authErrors";
import { useAuth } from "~/shared/auth/AuthProvider";
import type { DashboardPageQueryResult } from "~/shared/content/sanity.types";
import { AccountSettings } from "./AccountSettings";
import { QuickStats } from "./QuickStats";
import { IconCard } from "~/shared/ui/IconCard";
import { paths } from "~/shared/paths";

/** The signed-in dashboard: greeting, Logout, the three cards and the CMS quick stats. */
export function DashboardHome({ content }: { content: DashboardPageQueryResult }) {
  const { user, logout } = useAuth();
  const [logoutError, setLogoutError] = useState<string | null>(null);

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
          <h1>Welcome, {user?.displayName || user?.email}</h1>
          <button type="button" className="button button--outline" onClick={onLogout}>
            Logout
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
            title="AI Agents"
            description="Browse the agents and choose the ones that fit your business."
          >
            <Link to={paths.agents} className="button button--primary">
              View Agents
            </Link>
          </IconCard>
          <IconCard
            className="dashboard-card"
            icon={<ChartColumn aria-hidden="true" focusable="false" />}
            headingLevel={2}
            title="Analytics"
            description="See how your agents perform."
          >
            <button
              type="button"
              className="button button--outline"
              disabled
              aria-describedby="analytics-soon"
            >
              View Analytics
            </button>
            <p id="analytics-soon" className="dashboard-card__note">
              Coming soon
            </p>
          </IconCard>
          <AccountSettings />
        </div>
        <QuickStats content={content} />
      </div>
    </div>
  );
}
