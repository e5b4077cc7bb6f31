import { AgentCard } from "~/features/agents/AgentCard";
import { PageBanner } from "~/shared/ui/PageBanner";
import { pageCrumbs } from "~/shared/ui/crumbs";
import type { AgentsPageQueryResult } from "~/shared/content/sanity.types";
import { BelowTheFold } from "~/shared/ui/BelowTheFold";

export function AgentsPage({ content: loaderData }: { content: AgentsPageQueryResult }) {
  const { page, agents } = loaderData;
  const title = page?.title ?? "";
  return (
    <>
      <PageBanner title={title} crumbs={pageCrumbs(title)}>
        {page?.intro ? <p>{page.intro}</p> : null}
      </PageBanner>
      <BelowTheFold>
        <section className="section" aria-label={title}>
          <div className="container grid">
            {agents.map((agent) => (
              <AgentCard key={agent._id} agent={agent} labels={page} headingLevel={2} />
            ))}
          </div>
        </section>
      </BelowTheFold>
    </>
  );
}
