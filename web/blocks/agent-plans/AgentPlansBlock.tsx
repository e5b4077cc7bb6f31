import { AgentPlansList } from "~/features/agents/AgentPlansList";
import { ContentSection } from "~/shared/ui/ContentSection";
import type { BlockProps } from "../types";

/** Each agent's plans under its name, as /pricing lists them: the chosen agents, or all. None, no section. */
export default function AgentPlansBlock({ block, id }: BlockProps<"agentPlans">) {
  const agents = (block.agents ?? []).filter(Boolean);
  if (!agents.length) return null;
  return (
    <ContentSection id={id} heading={block.heading}>
      <AgentPlansList agents={agents} labels={block.labels} />
    </ContentSection>
  );
}
