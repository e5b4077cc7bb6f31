import { AgentPlansList } from "#web/features/agents/AgentPlansList.tsx";
import { ContentSection } from "#web/shared/ui/ContentSection.tsx";
import type { BlockProps } from "#blocks/types.ts";

/**
 * The agents' plans as /pricing compares them, an agent at a time: the chosen agents, or all.
 * None, no section.
 */
export default function AgentPlansBlock({ block, id }: BlockProps<"agentPlans">) {
  const agents = (block.agents ?? []).filter(Boolean);
  if (!agents.length) return null;
  return (
    <ContentSection id={id} heading={block.heading}>
      <AgentPlansList agents={agents} labels={block.labels} label={block.heading?.title ?? ""} />
    </ContentSection>
  );
}
