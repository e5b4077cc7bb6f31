import { useAgents } from "#web/features/dashboard/data/useAgents.ts";
import { useWorkflows } from "#web/features/dashboard/data/useWorkflows.ts";
import { YourWorkflows } from "#web/features/dashboard/YourWorkflows.tsx";
import { DashboardArea, type DashboardAreaProps } from "./DashboardArea";

/** The Workflows area (/dashboard/workflows): each workflow, named with its agent (the subscriptions). */
export function DashboardWorkflowsPage({ content }: DashboardAreaProps) {
  const workflows = useWorkflows();
  const agents = useAgents();
  const texts = content?.workflowsCard;
  return (
    <DashboardArea content={content} title={texts?.title} description={texts?.description}>
      <YourWorkflows
        section={workflows}
        subscriptions={agents.status === "loaded" ? agents.items : []}
        texts={texts}
        loadTexts={content?.loadStates}
      />
    </DashboardArea>
  );
}
