import { useState } from "react";
import { Bot, ChartColumn } from "lucide-react";
import { Link } from "react-router";
import { LOGOUT_ERROR } from "~/shared/auth/authErrors";
import { useAuth } from "~/shared/auth/AuthProvider";
import type { DashboardPageQueryResult } from "~/shared/content/sanity.types";
import { AccountSettings } from "./AccountSettings";
import { QuickStats } from "./QuickStats";

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
          <article className="card dashboard-card">
            <span className="icon-badge">
              <Bot aria-hidden="true" focusable="false" />
            </span>
            <h2>AI Agents</h2>
            <p>Browse the agents and choose the ones that fit your business.</p>
            <Link to="/agents" className="button button--primary">
              View Agents
            </Link>
          </article>
          <article className="card dashboard-card">
            <span className="icon-badge">
              <ChartColumn aria-hidden="true" focusable="false" />
            </span>
            <h2>Analytics</h2>
            <p>See how your agents perform.</p>
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
          </article>
          <AccountSettings />
        </div>
        <QuickStats content={content} />
      </div>
    </div>
  );
}
