import { stegaClean } from "@sanity/client/stega";
import { Link } from "react-router";
import type { AgentPlansContent } from "~/shared/content/contentTypes";
import { AgentPlans, type PlanLabels } from "./AgentPlans";
import { Icon } from "~/shared/ui/Icon";
import { paths } from "~/shared/paths";

type AgentPlansListProps = {
  agents: AgentPlansContent[];
  labels: PlanLabels | null;
};

/** Every agent's three plans, each under the agent's name linking to its page. */
export function AgentPlansList({ agents, labels }: AgentPlansListProps) {
  return (
    <div className="agent-plans-list">
      {agents.map((agent) => (
        <section key={agent._id} className="agent-plans" aria-labelledby={`plans-${agent.slug}`}>
          <h3 id={`plans-${agent.slug}`} className="agent-plans__title">
            <span className="icon-badge">
              <Icon name={agent.icon} />
            </span>
            <Link to={paths.agent(stegaClean(agent.slug))}>{agent.name}</Link>
          </h3>
          <AgentPlans plans={agent.plans} labels={labels} headingLevel={4} />
        </section>
      ))}
    </div>
  );
}
