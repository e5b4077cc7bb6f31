import type { Route } from "./+types/agents";
import { AgentCard } from "~/features/agents/AgentCard";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { fetchContent } from "~/shared/content/fetch.server";
import { agentsPageQuery } from "~/shared/content/queries";
import { PageBanner } from "~/shared/ui/PageBanner";

export async function loader() {
  return fetchContent(agentsPageQuery);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.page?.seo, loaderData?.page?.title, siteNameFrom(matches));
}

export default function AgentsRoute({ loaderData }: Route.ComponentProps) {
  const { page, agents } = loaderData;
  const title = page?.title ?? "";
  return (
    <>
      <PageBanner title={title} crumbs={[{ label: "Home", href: "/" }, { label: title }]}>
        {page?.intro ? <p>{page.intro}</p> : null}
      </PageBanner>
      <section className="section" aria-label={title}>
        <div className="container grid">
          {agents.map((agent) => (
            <AgentCard key={agent._id} agent={agent} labels={page} headingLevel={2} />
          ))}
        </div>
      </section>
    </>
  );
}
