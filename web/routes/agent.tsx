import { Link, data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/agent";
import { agentJsonLd } from "~/features/seo/offerJsonLd";
import { pageHead } from "~/features/seo/pageHead.server";
import { useSiteChrome } from "~/features/layout/useSiteChrome";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { headMeta, livePage } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/liveFetch";
import { agentCrumbs } from "~/shared/ui/crumbs";
import { deferred } from "~/shared/ui/deferred";

export const load = (fetch: ContentFetcher, q: Queries, slug: string) => fetch(q.agentPageQuery, { slug });

// Each agent has its own route (web/sitePages.ts), at /agents/<slug>: the slug is the path's
// last segment.
const slugOf = (request: Request) =>
  decodeURIComponent(new URL(request.url).pathname.split("/").filter(Boolean).at(-1) ?? "");

type AgentContent = Awaited<ReturnType<typeof load>>;
type Agent = NonNullable<AgentContent["agent"]>;

function orNotFound<T extends { content: AgentContent }>(page: T): T & { content: { agent: Agent } } {
  if (!page.content.agent) throw data(null, { status: 404 });
  return page as T & { content: { agent: Agent } };
}

export const loader = async ({ request }: Route.LoaderArgs) => {
  const content = await load(fetchContent, queries, slugOf(request));
  const { agent, labels } = content;
  if (!agent) throw data(null, { status: 404 });
  const head = await pageHead({
    request,
    seo: agent.seo,
    pageTitle: agent.name,
    pageText: agent.cardDescription,
    crumbs: agentCrumbs(labels?.title ?? "", agent.name ?? ""),
    structuredData: ({ settings, siteUrl }) => [agentJsonLd(agent, settings?.siteName ?? null, siteUrl)],
  });
  return { content: { agent, labels }, head };
};

export const clientLoader = async ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orNotFound(await livePage(serverLoader, (fetch, q) => load(fetch, q, slugOf(request))));
clientLoader.hydrate = true as const;

export const meta = headMeta;

const AgentPage = deferred(() => import("~/features/agents/AgentPage").then((m) => m.AgentPage));

export default function AgentRoute({ loaderData }: Route.ComponentProps) {
  const { agents } = useSiteChrome();
  return <AgentPage agent={loaderData.content.agent} labels={loaderData.content.labels} agents={agents} />;
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
