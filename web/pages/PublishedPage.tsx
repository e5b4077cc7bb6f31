import { AgentPage } from "~/features/agents/AgentPage";
import { useSiteChrome } from "~/shared/content/useSiteChrome";
import { BuiltPage } from "./BuiltPage";
import type { PublishedSince } from "./liveAddress";

/** An agent or a page published since the last build, with its usual template (routes/catch-all.tsx). */
export function PublishedPage({ found }: { found: Pick<PublishedSince, "agent" | "page"> }) {
  const { agents } = useSiteChrome();
  if (found.agent?.agent)
    return <AgentPage agent={found.agent.agent} labels={found.agent.labels} agents={agents} />;
  if (found.page?.page) return <BuiltPage page={found.page.page} parents={found.page.parents} />;
  return null;
}
