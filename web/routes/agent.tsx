import { Link, data, isRouteErrorResponse } from "react-router";
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

// Each agent has its own route (web/site-pages.ts), at /agents/<slug>: the slug is the path's
// last segment.
const slugOf = (request: Request) =>
  decodeURIComponent(new URL(request.url).pathname.split("/").filter(Boolean).at(-1) ?? "");

function orNotFound<T>(page: T | null): T {
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const loader = async ({ request }: Route.LoaderArgs) =>
  orNotFound(await load(fetchContent, queries, slugOf(request)));

export const clientLoader = async ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orNotFound(await liveOrPrerendered(serverLoader, (fetch, q) => load(fetch, q, slugOf(request))));
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

// An agent removed from the content after the build: live content finds no agent here.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
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
