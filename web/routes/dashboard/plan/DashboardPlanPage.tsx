import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { PlanAreaReads } from "#web/features/dashboard/data/areaReads.ts";
import { sectionOf } from "#web/features/dashboard/data/loadState.ts";
import { useAreaReads, useRead } from "#web/features/dashboard/data/reads.ts";
import { PlanArea } from "#web/features/dashboard/plan/PlanArea.tsx";
import { useAreaRefresh } from "#web/features/dashboard/data/useAreaRefresh.ts";
import { agentState, agentStates } from "#web/features/dashboard/refresh/changeStates.ts";
import { RefreshNote } from "#web/features/dashboard/refresh/RefreshNote.tsx";
import { useChanges } from "#web/features/dashboard/refresh/useChanges.ts";
import { UsageHistory } from "#web/features/dashboard/plan/UsageHistory.tsx";
import { usagePeriodOf } from "#web/features/dashboard/plan/usageHistory.ts";
import { DashboardArea, type DashboardAreaProps } from "../DashboardArea";

/**
 * The Usage and plan area (/dashboard/plan): each subscription's usage against its plan, its plan
 * changed, cancelled or resumed, and their usage over time (the address's period). Its route's
 * loader reads them (areaReads.ts), its action changes them (subscriptionActions.ts). Refreshed
 * while shown (useAreaRefresh), saying which changed.
 */
export function DashboardPlanPage({ content }: DashboardAreaProps) {
  const reads = useAreaReads<PlanAreaReads>();
  const subscriptions = sectionOf(useRead(reads.agents));
  const usage = useRead(reads.usage);
  const paymentMethod = useRead(reads.paymentMethod);
  const daily = useRead(reads.daily);
  const [search] = useSearchParams();
  const texts = content?.planArea;
  const refresh = useAreaRefresh(reads);
  const listed = subscriptions.status === "loaded" ? subscriptions.items : undefined;
  const used = usage.status === "loaded" ? usage.value : undefined;
  const states = useMemo(() => agentStates(listed, used), [listed, used]);
  const { changes, marked } = useChanges(states, reads.agents, agentState);
  const refreshTexts = content?.refreshTexts;
  return (
    <DashboardArea content={content} title={texts?.title} description={texts?.description}>
      <RefreshNote
        refresh={refresh}
        texts={refreshTexts}
        told={[
          {
            changes,
            count: (found) => found.added + found.changed,
            one: refreshTexts?.changedAgentText,
            many: refreshTexts?.changedAgentsText,
          },
        ]}
      />
      <PlanArea
        content={content}
        subscriptions={subscriptions}
        usage={usage}
        paymentMethod={paymentMethod}
        marked={marked}
      />
      <UsageHistory
        daily={daily}
        period={usagePeriodOf(search)}
        agents={content?.agents}
        texts={content?.usageHistory}
        loadTexts={content?.loadStates}
      />
    </DashboardArea>
  );
}
