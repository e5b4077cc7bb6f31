import type { HomePageQueryResult } from "~/shared/content/sanity.types";
import { AgentCard } from "./AgentCard";
import { SectionHeader } from "~/shared/ui/SectionHeader";

type AgentsSectionProps = {
  heading: NonNullable<HomePageQueryResult["page"]>["agentsSection"] | undefined;
  agents: HomePageQueryResult["agents"];
  labels: HomePageQueryResult["agentLabels"];
};

export function AgentsSection({ heading, agents, labels }: AgentsSectionProps) {
  return (
    <section id="ai-agents" className="section section--muted" aria-labelledby="ai-agents-title">
      <div className="container">
        <SectionHeader heading={heading} id="ai-agents-title" />
        <div className="grid">
          {agents.map((agent) => (
            <AgentCard key={agent._id} agent={agent} labels={labels} />
          ))}
        </div>
      </div>
    </section>
  );
}
