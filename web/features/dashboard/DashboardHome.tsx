import { useState } from "react";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import { useRootData } from "#web/shared/content/useRootData.ts";
import { AccountSettings } from "./AccountSettings";
import { QuickStats } from "./QuickStats";
import { Analytics } from "./Analytics";
import { useDashboardData } from "./data/useDashboardData";
import { YourAgents } from "./YourAgents";
import { YourWorkflows } from "./YourWorkflows";
// With the dashboard's code, not inlined into every page as the site's stylesheet is: only a
// signed-in customer needs it, and the dashboard renders once its code (and this) has loaded.
import "./dashboard.css";

/**
 * The signed-in dashboard: greeting, Logout (the navbar's label, `siteSettings.navigation`), the
 * customer's agents, workflows and runs (each section loaded from the backend on its own), the
 * account settings and the quick stats, with the texts of `dashboardPage`.
 */
export function DashboardHome({ content }: { content: DashboardPageQueryResult }) {
  const { user, logout } = useAuth();
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const messages = useMessages();
  const logoutLabel = useRootData().settings?.navigation?.logoutLabel;
  const { agents, workflows } = useDashboardData();
  const loadTexts = content?.loadStates;
  // One "today" for every figure of this visit.
  const [today] = useState(() => new Date());

  async function onLogout() {
    setLogoutError(null);
    try {
      await logout();
    } catch (error) {
      console.error(error);
      setLogoutError(messages.failures.logout);
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
        <div className="dashboard__sections">
          <YourAgents section={agents} texts={content?.agentsCard} loadTexts={loadTexts} />
          <YourWorkflows
            section={workflows}
            subscriptions={agents.status === "loaded" ? agents.items : []}
            texts={content?.workflowsCard}
            loadTexts={loadTexts}
          />
          <Analytics section={workflows} texts={content?.analyticsCard} loadTexts={loadTexts} today={today} />
          <AccountSettings texts={content?.settingsCard} loadTexts={loadTexts} />
        </div>
        <QuickStats content={content} agents={agents} workflows={workflows} today={today} />
      </div>
    </div>
  );
}
