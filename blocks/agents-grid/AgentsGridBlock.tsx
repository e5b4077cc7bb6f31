import { AgentsSection } from "#web/features/agents/AgentsSection.tsx";
import type { BlockProps } from "#blocks/types.ts";

/** The agents' cards, each linking to its page: the chosen agents, or all. None, no section. */
export default function AgentsGridBlock({ block, id }: BlockProps<"agentsGrid">) {
  const agents = (block.agents ?? []).filter(Boolean);
  if (!agents.length) return null;
  return (
    <AgentsSection
      id={id}
      heading={block.heading}
      agents={agents}
      labels={block.labels}
      muted={Boolean(block.muted)}
    />
  );
}
