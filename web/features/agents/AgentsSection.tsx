import type { AgentCardContent, AgentCardLabels } from "~/shared/content/contentTypes";
import type { SectionHeading } from "~/shared/content/sanity.types";
import { AgentCard } from "./AgentCard";
import { ContentSection } from "~/shared/ui/ContentSection";

type AgentsSectionProps = {
  heading: SectionHeading | null | undefined;
  agents: AgentCardContent[];
  labels: AgentCardLabels;
};

export function AgentsSection({ heading, agents, labels }: AgentsSectionProps) {
  return (
    <ContentSection id="ai-agents" heading={heading} muted>
      <div className="grid">
        {agents.map((agent) => (
          <AgentCard key={agent._id} agent={agent} labels={labels} />
        ))}
      </div>
    </ContentSection>
  );
}
