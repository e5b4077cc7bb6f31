import type { WorkflowsAreaReads } from "#web/features/dashboard/data/areaReads.ts";
import { sectionOf } from "#web/features/dashboard/data/loadState.ts";
import { useAreaReads, useRead } from "#web/features/dashboard/data/reads.ts";
import { useAreaRefresh } from "#web/features/dashboard/data/useAreaRefresh.ts";
import { RefreshNote } from "#web/features/dashboard/refresh/RefreshNote.tsx";
import { useChanges } from "#web/features/dashboard/refresh/useChanges.ts";
import { workflowState } from "#web/features/dashboard/refresh/changeStates.ts";
import { YourWorkflows } from "#web/features/dashboard/workflows/YourWorkflows.tsx";
import { DashboardArea, type DashboardAreaProps } from "../DashboardArea";

/**
 * The Workflows area (/dashboard/workflows): each workflow, named with its agent (the
 * subscriptions), paused and resumed in place, a failing one with its last error. Its route's
 * loader reads them (areaReads.ts), its action pauses and resumes (workflowActions.ts). Refreshed
 * while shown (useAreaRefresh), saying which workflows changed.
 */
export function DashboardWorkflowsPage({ content }: DashboardAreaProps) {
  const reads = useAreaReads<WorkflowsAreaReads>();
  const workflows = sectionOf(useRead(reads.workflows));
  const agents = sectionOf(useRead(reads.agents));
  const texts = content?.workflowsCard;
  const refresh = useAreaRefresh(reads);
  const { changes, marked } = useChanges(
    workflows.status === "loaded" ? workflows.items : undefined,
    reads.workflows,
    workflowState,
  );
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
            one: refreshTexts?.changedWorkflowText,
            many: refreshTexts?.changedWorkflowsText,
          },
        ]}
      />
      <YourWorkflows
        marked={marked}
        section={workflows}
        subscriptions={agents.status === "loaded" ? agents.items : []}
        texts={texts}
        loadTexts={content?.loadStates}
        refusals={content?.refusals}
      />
    </DashboardArea>
  );
}
