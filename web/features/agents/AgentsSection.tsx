import type { AgentCardContent } from "#content/contentTypes.ts";
import type { SectionHeading } from "#content/sanity.types.ts";
import { AgentCard, type CardLabels } from "./AgentCard";
import { ContentSection } from "#web/shared/ui/ContentSection.tsx";

type AgentsSectionProps = {
  /** The section's id: the home page links to #ai-agents. */
  id?: string;
  heading: SectionHeading | null | undefined;
  agents: AgentCardContent[];
  labels: CardLabels;
  /** On the light grey band, as on the home page. */
  muted?: boolean;
};

export function AgentsSection({
  id = "ai-agents",
  heading,
  agents,
  labels,
  muted = true,
}: AgentsSectionProps) {
  return (
    <ContentSection id={id} heading={heading} muted={muted}>
      <div className="grid">
        {agents.map((agent) => (
          // Without a section heading, the cards' names are the page's next level down.
          <AgentCard key={agent._id} agent={agent} labels={labels} headingLevel={heading?.title ? 3 : 2} />
        ))}
      </div>
    </ContentSection>
  );
}
