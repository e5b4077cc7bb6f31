import { useMemo } from "react";
import { stegaClean } from "@sanity/client/stega";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { AgentPlansContent } from "#content/contentTypes.ts";
import { AgentPlans, type PlanLabels } from "./AgentPlans";
import { Tabs } from "./Tabs";
import { useHashTab } from "./useHashTab";
import { Icon } from "#web/shared/ui/Icon.tsx";
import { paths } from "#content/paths.ts";

type AgentPlansListProps = {
  agents: AgentPlansContent[];
  labels: PlanLabels | null;
  /** The agent selector's accessible name: the section's title. */
  label: string;
};

/** The address of an agent's plans on /pricing: `#plans-seo-specialist`. */
export const plansId = (slug: string | null) => `plans-${stegaClean(slug) ?? ""}`;

function AgentPlansPanel({
  agent,
  labels,
}: Pick<AgentPlansListProps, "labels"> & { agent: AgentPlansContent }) {
  return (
    <>
      <h3 className="agent-plans__title">
        <Link to={paths.agent(stegaClean(agent.slug), agent.language)}>
          <span className="icon-badge">
            <Icon name={agent.icon} />
          </span>
          {agent.name}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </h3>
      <AgentPlans plans={agent.plans} labels={labels} agentSlug={agent.slug} headingLevel={4} />
    </>
  );
}

/** A tab per agent, the choice in the address (`#plans-<slug>`); one agent, no tabs. */
export function AgentPlansList({ agents, labels, label }: AgentPlansListProps) {
  // Made once: a tab switch then re-renders the tabs, not every agent's plan cards (the panels'
  // elements are the same objects, so React skips them), which would be most of its time on a phone.
  const items = useMemo(
    () =>
      agents.map((agent) => ({
        id: plansId(agent.slug),
        label: agent.name ?? "",
        content: <AgentPlansPanel agent={agent} labels={labels} />,
      })),
    [agents, labels],
  );
  const ids = items.map((item) => item.id);
  const [selected, select] = useHashTab(ids, ids[0]);
  if (agents.length === 1) {
    return (
      <div className="agent-plans">
        <AgentPlansPanel agent={agents[0]} labels={labels} />
      </div>
    );
  }
  return (
    <div className="agent-plans agent-plans--tabs">
      <Tabs label={label} linked selected={selected} onSelect={select} items={items} />
    </div>
  );
}
