import { Link, data, isRouteErrorResponse, useParams } from "react-router";
import type { Route } from "./+types/agent";
import { AgentPage } from "~/features/agents/AgentPage";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { useSiteChrome } from "~/features/layout/useSiteChrome";
import { fetchContent } from "~/shared/content/fetch.server";
import { agentPageQuery } from "~/shared/content/queries";

export async function loader({ params }: Route.LoaderArgs) {
  const { agent, labels } = await fetchContent(agentPageQuery, { slug: params.slug });
  if (!agent) throw data(null, { status: 404 });
  return { agent, labels };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const siteName = siteNameFrom(matches);
  if (!loaderData) return pageMeta(null, "Page Not Found", siteName);
  return pageMeta(loaderData.agent.seo, loaderData.agent.name, siteName);
}

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
