import { Link, data, isRouteErrorResponse, useParams } from "react-router";
import type { Route } from "./+types/agent";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { useSiteChrome } from "~/features/layout/useSiteChrome";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/live-fetch";
import { deferred } from "~/shared/ui/deferred";

const load = async (fetch: ContentFetcher, q: Queries, slug: string) => {
  const { agent, labels } = await fetch(q.agentPageQuery, { slug });
  return agent ? { agent, labels } : null;
};

function orNotFound<T>(page: T | null): T {
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const loader = async ({ params }: Route.LoaderArgs) =>
  orNotFound(await load(fetchContent, queries, params.slug));

export const clientLoader = async ({ params, serverLoader }: Route.ClientLoaderArgs) =>
  orNotFound(await liveOrPrerendered(serverLoader, (fetch, q) => load(fetch, q, params.slug)));
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const siteName = siteNameFrom(matches);
  if (!loaderData) return pageMeta(null, "Page Not Found", siteName);
  return pageMeta(loaderData.agent.seo, loaderData.agent.name, siteName);
}

const AgentPage = deferred(() => import("~/features/agents/AgentPage").then((m) => m.AgentPage));

export default function AgentRoute({ loaderData }: Route.ComponentProps) {
  const { agents } = useSiteChrome();
  return <AgentPage agent={loaderData.agent} labels={loaderData.labels} agents={agents} />;
}

// Only existing agents are prerendered; an unknown slug lands here.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { agents } = useSiteChrome();
  const { slug } = useParams();
  // The host answers an unknown slug with 404.html, which has no data for this route.
  const unknownAgent = !agents.some((agent) => agent.slug === slug);
  const notFound = unknownAgent || (isRouteErrorResponse(error) && error.status === 404);
  return (
    <div className="container error-page">
      <h1>{notFound ? "Oops! Page Not Found" : "Something went wrong"}</h1>
      <p>
        <Link to="/" className="button button--primary">
          Back to Home
        </Link>{" "}
        <Link to="/contact" className="button button--outline">
          Get Help
        </Link>
      </p>
    </div>
  );
}
