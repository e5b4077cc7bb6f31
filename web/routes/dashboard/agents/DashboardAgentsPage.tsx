import { Link } from "react-router";
import type { AgentsAreaReads } from "#web/features/dashboard/data/areaReads.ts";
import { sectionOf } from "#web/features/dashboard/data/loadState.ts";
import { useAreaReads, useRead } from "#web/features/dashboard/data/reads.ts";
import { YourAgents } from "#web/features/dashboard/agents/YourAgents.tsx";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { paths } from "#content/paths.ts";
import { DashboardArea, type DashboardAreaProps } from "../DashboardArea";

/**
 * The Agents area (/dashboard/agents): each subscription with its dates, its usage and its
 * workflows, and a link to the agents. Its route's loader reads them (areaReads.ts).
 */
export function DashboardAgentsPage({ content }: DashboardAreaProps) {
  const reads = useAreaReads<AgentsAreaReads>();
  const agents = sectionOf(useRead(reads.agents));
  const workflows = sectionOf(useRead(reads.workflows));
  const usage = useRead(reads.usage);
  const texts = content?.agentsCard;
  const localized = useLocalizedPath();
  return (
    <DashboardArea
      content={content}
      title={texts?.title}
      description={texts?.description}
      actions={
        <Link to={localized(paths.agents)} className="button button--outline">
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
