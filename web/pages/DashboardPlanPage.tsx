import { useAgents } from "#web/features/dashboard/data/useAgents.ts";
import { useUsage } from "#web/features/dashboard/data/useUsage.ts";
import { PlanArea } from "#web/features/dashboard/plan/PlanArea.tsx";
import { DashboardArea, type DashboardAreaProps } from "./DashboardArea";

/** The Usage and plan area (/dashboard/plan): each subscription's usage against its plan, its plan changed, cancelled or resumed. */
export function DashboardPlanPage({ content }: DashboardAreaProps) {
  const subscriptions = useAgents();
  const usage = useUsage();
  const texts = content?.planArea;
  return (
    <DashboardArea content={content} title={texts?.title} description={texts?.description}>
      <PlanArea content={content} subscriptions={subscriptions} usage={usage} />
    </DashboardArea>
  );
}
