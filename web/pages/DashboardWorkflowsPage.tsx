import { useAgents } from "#web/features/dashboard/data/useAgents.ts";
import { useWorkflowActions } from "#web/features/dashboard/data/useWorkflowActions.ts";
import { useWorkflows } from "#web/features/dashboard/data/useWorkflows.ts";
import { YourWorkflows } from "#web/features/dashboard/workflows/YourWorkflows.tsx";
import { DashboardArea, type DashboardAreaProps } from "./DashboardArea";

/**
 * The Workflows area (/dashboard/workflows): each workflow, named with its agent (the
 * subscriptions), paused and resumed in place, a failing one with its last error.
 */
export function DashboardWorkflowsPage({ content }: DashboardAreaProps) {
  const workflows = useWorkflows();
  const actions = useWorkflowActions(workflows);
  const agents = useAgents();
  const texts = content?.workflowsCard;
  return (
    <DashboardArea content={content} title={texts?.title} description={texts?.description}>
      <YourWorkflows
        section={workflows}
        subscriptions={agents.status === "loaded" ? agents.items : []}
        actions={actions}
        texts={texts}
        loadTexts={content?.loadStates}
        refusals={content?.refusals}
      />
    </DashboardArea>
  );
}
