import type { Route } from "./+types/dashboard";
import { pageHead } from "~/features/seo/pageHead.server";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { livePage } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = async ({ request }: Route.LoaderArgs) => {
  const content = await load(fetchContent, queries);
  return { content, head: await pageHead({ request, pageTitle: "Dashboard", noIndex: true }) };
};

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => livePage(serverLoader, load);
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

const DashboardPage = deferred(() => import("~/pages/DashboardPage").then((m) => m.DashboardPage));

// Prerendered as the guard's loading screen; the browser decides who sees the dashboard.
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage content={loaderData.content} />;
}
