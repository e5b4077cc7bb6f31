import type { Route } from "./+types/agents";
import { AgentCard } from "~/features/agents/AgentCard";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import { agentsPageQuery } from "~/shared/content/queries";
import { PageBanner } from "~/shared/ui/PageBanner";

const load = (fetch: ContentFetcher) => fetch(agentsPageQuery);

export const loader = () => load(fetchContent);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

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
