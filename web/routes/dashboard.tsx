import type { Route } from "./+types/dashboard";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/live-fetch";
import { deferred } from "~/shared/ui/deferred";

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = () => load(fetchContent, queries);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(null, "Dashboard", siteNameFrom(matches)), { name: "robots", content: "noindex" }];
}

const DashboardPage = deferred(() => import("~/pages/DashboardPage").then((m) => m.DashboardPage));

// Prerendered as the guard's loading screen; the browser decides who sees the dashboard.
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage content={loaderData} />;
}
