import { Link } from "react-router";
import { useAgents } from "#web/features/dashboard/data/useAgents.ts";
import { useUsage } from "#web/features/dashboard/data/useUsage.ts";
import { useWorkflows } from "#web/features/dashboard/data/useWorkflows.ts";
import { YourAgents } from "#web/features/dashboard/agents/YourAgents.tsx";
import { paths } from "#content/paths.ts";
import { DashboardArea, type DashboardAreaProps } from "./DashboardArea";

/**
 * The Agents area (/dashboard/agents): each subscription with its dates, its usage and its
 * workflows, and a link to the agents.
 */
export function DashboardAgentsPage({ content }: DashboardAreaProps) {
  const agents = useAgents();
  const workflows = useWorkflows();
  const usage = useUsage();
  const texts = content?.agentsCard;
  return (
    <DashboardArea
      content={content}
      title={texts?.title}
      description={texts?.description}
      actions={
        <Link to={paths.agents} className="button button--outline">
          {texts?.linkLabel}
        </Link>
      }
    >
      <YourAgents
        section={agents}
        workflows={workflows}
        usage={usage}
        plans={content?.agents}
        texts={texts}
        workflowStatusLabels={content?.workflowsCard?.statusLabels}
        loadTexts={content?.loadStates}
      />
    </DashboardArea>
  );
}
