import type { Route } from "./+types/agents";
import { innerPageHead, pageLoader } from "~/features/seo/pageHead.server";
import type { ContentFetcher } from "~/shared/content/config";
import { headMeta, pageClientLoader } from "~/shared/content/live";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.agentsPageQuery);

export const loader = pageLoader(load, (content) => innerPageHead(content.page));

export const clientLoader = pageClientLoader(load);

export const meta = headMeta;

const AgentsPage = deferred(() => import("~/pages/AgentsPage").then((m) => m.AgentsPage));

export default function AgentsRoute({ loaderData }: Route.ComponentProps) {
  return <AgentsPage content={loaderData.content} />;
}
