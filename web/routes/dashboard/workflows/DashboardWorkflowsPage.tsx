import type { WorkflowsAreaReads } from "#web/features/dashboard/data/areaReads.ts";
import { sectionOf } from "#web/features/dashboard/data/loadState.ts";
import { useAreaReads, useRead } from "#web/features/dashboard/data/reads.ts";
import { YourWorkflows } from "#web/features/dashboard/workflows/YourWorkflows.tsx";
import { DashboardArea, type DashboardAreaProps } from "../DashboardArea";

/**
 * The Workflows area (/dashboard/workflows): each workflow, named with its agent (the
 * subscriptions), paused and resumed in place, a failing one with its last error. Its route's
 * loader reads them (areaReads.ts), its action pauses and resumes (workflowActions.ts).
 */
export function DashboardWorkflowsPage({ content }: DashboardAreaProps) {
  const reads = useAreaReads<WorkflowsAreaReads>();
  const workflows = sectionOf(useRead(reads.workflows));
  const agents = sectionOf(useRead(reads.agents));
  const texts = content?.workflowsCard;
  return (
    <DashboardArea content={content} title={texts?.title} description={texts?.description}>
      <YourWorkflows
        section={workflows}
        subscriptions={agents.status === "loaded" ? agents.items : []}
        texts={texts}
        loadTexts={content?.loadStates}
        refusals={content?.refusals}
      />
    </DashboardArea>
  );
}
