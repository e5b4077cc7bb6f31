import { useSearchParams } from "react-router";
import type { PlanAreaReads } from "#web/features/dashboard/data/areaReads.ts";
import { sectionOf } from "#web/features/dashboard/data/loadState.ts";
import { useAreaReads, useRead } from "#web/features/dashboard/data/reads.ts";
import { PlanArea } from "#web/features/dashboard/plan/PlanArea.tsx";
import { UsageHistory } from "#web/features/dashboard/plan/UsageHistory.tsx";
import { usagePeriodOf } from "#web/features/dashboard/plan/usageHistory.ts";
import { DashboardArea, type DashboardAreaProps } from "../DashboardArea";

/**
 * The Usage and plan area (/dashboard/plan): each subscription's usage against its plan, its plan
 * changed, cancelled or resumed, and usage over time (the address's period). Its route's loader reads them (areaReads.ts), its action changes
 * them (subscriptionActions.ts).
 */
export function DashboardPlanPage({ content }: DashboardAreaProps) {
  const reads = useAreaReads<PlanAreaReads>();
  const subscriptions = sectionOf(useRead(reads.agents));
  const usage = useRead(reads.usage);
  const daily = useRead(reads.daily);
  const [search] = useSearchParams();
  const texts = content?.planArea;
  return (
    <DashboardArea content={content} title={texts?.title} description={texts?.description}>
      <PlanArea content={content} subscriptions={subscriptions} usage={usage} />
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
