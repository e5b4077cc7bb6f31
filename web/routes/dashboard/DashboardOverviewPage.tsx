import { useMemo, useState } from "react";
import { Analytics } from "#web/features/dashboard/overview/Analytics.tsx";
import type { OverviewReads } from "#web/features/dashboard/data/areaReads.ts";
import { sectionOf } from "#web/features/dashboard/data/loadState.ts";
import { useAreaReads, useRead } from "#web/features/dashboard/data/reads.ts";
import { NeedsAttention } from "#web/features/dashboard/overview/NeedsAttention.tsx";
import { OverviewCards } from "#web/features/dashboard/overview/OverviewCards.tsx";
import { PeriodUsage } from "#web/features/dashboard/overview/PeriodUsage.tsx";
import { QuickStats } from "#web/features/dashboard/overview/QuickStats.tsx";
import { TrialInvitation } from "#web/features/dashboard/overview/TrialInvitation.tsx";
import { useLogout } from "#web/features/dashboard/overview/useLogout.ts";
import { useAreaRefresh } from "#web/features/dashboard/data/useAreaRefresh.ts";
import { agentState, agentStates, workflowState } from "#web/features/dashboard/refresh/changeStates.ts";
import { RefreshNote } from "#web/features/dashboard/refresh/RefreshNote.tsx";
import { useChanges } from "#web/features/dashboard/refresh/useChanges.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { DashboardArea, type DashboardAreaProps } from "./DashboardArea";

/**
 * The Overview (/dashboard): the spec's greeting and Logout (the navbar's label,
 * `siteSettings.navigation`), its cards into the areas, an invitation to a free trial for a
 * customer without an agent, what needs attention and this period's usage (not without a
 * backend: the chart says why), the runs of the last 30 days and the quick stats. Its route's
 * loader reads them (areaReads.ts), again every so often while shown (useAreaRefresh), saying
 * what changed (no row is marked: its sections sum the lists up).
 */
export function DashboardOverviewPage({ content }: DashboardAreaProps) {
  const { user } = useAuth();
  const logout = useLogout();
  const logoutLabel = useRootData().settings?.navigation?.logoutLabel;
  const reads = useAreaReads<OverviewReads>();
  const agents = sectionOf(useRead(reads.agents));
  const workflows = sectionOf(useRead(reads.workflows));
  const usage = useRead(reads.usage);
  const backend = workflows.status !== "unconfigured";
  // One "today" for every figure of this visit.
  const [today] = useState(() => new Date());
  const refresh = useAreaRefresh(reads);
  const listed = agents.status === "loaded" ? agents.items : undefined;
  const used = usage.status === "loaded" ? usage.value : undefined;
  const states = useMemo(() => agentStates(listed, used), [listed, used]);
  const agentChanges = useChanges(states, reads.agents, agentState).changes;
  const workflowChanges = useChanges(
    workflows.status === "loaded" ? workflows.items : undefined,
    reads.workflows,
    workflowState,
  ).changes;
  const refreshTexts = content?.refreshTexts;
  return (
    <DashboardArea
      content={content}
      title={[content?.greeting, user?.displayName || user?.email].filter(Boolean).join(" ")}
      actions={
        <button type="button" className="button button--outline" onClick={logout.signOut}>
          {logoutLabel}
        </button>
      }
    >
      <RefreshNote
        refresh={refresh}
        texts={refreshTexts}
        told={[
          {
            changes: workflowChanges,
            count: (found) => found.added + found.changed,
            one: refreshTexts?.changedWorkflowText,
            many: refreshTexts?.changedWorkflowsText,
          },
          {
            changes: agentChanges,
            count: (found) => found.added + found.changed,
            one: refreshTexts?.changedAgentText,
            many: refreshTexts?.changedAgentsText,
          },
        ]}
      />
      {logout.error ? (
        <p className="alert alert--error" role="alert">
          {logout.error}
        </p>
      ) : null}
      <OverviewCards texts={content?.overviewCards} />
      {backend ? (
        <>
          <TrialInvitation subscriptions={agents} texts={content?.trialInvitation} />
          <NeedsAttention
            workflows={workflows}
            subscriptions={agents}
            usage={usage}
            agents={content?.agents}
            texts={content?.attention}
            loadTexts={content?.loadStates}
            today={today}
          />
          <PeriodUsage
            usage={usage}
            subscriptions={agents}
            agents={content?.agents}
            texts={content?.attention}
            loadTexts={content?.loadStates}
          />
        </>
      ) : null}
      <Analytics
        section={workflows}
        texts={content?.analyticsCard}
        loadTexts={content?.loadStates}
        today={today}
      />
      <QuickStats content={content} agents={agents} workflows={workflows} today={today} />
    </DashboardArea>
  );
}
