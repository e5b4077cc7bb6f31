import { AgentPage } from "#web/features/agents/AgentPage.tsx";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import type { AgentPageQueryResult, PageQueryResult } from "#content/sanity.types.ts";
import { BuiltPage } from "#web/routes/page/BuiltPage.tsx";

export type Published = { agent: AgentPageQueryResult | null; page: PageQueryResult | null };

/** An agent or a page published since the last build, with its usual template. */
export function PublishedPage({ found }: { found: Published }) {
  const { agents } = useRootData();
  if (found.agent?.agent)
    return <AgentPage agent={found.agent.agent} labels={found.agent.labels} agents={agents} />;
  if (found.page?.page) return <BuiltPage page={found.page.page} parents={found.page.parents} />;
  return null;
}
