import type { Route } from "./+types/dashboard";
import { pageLoader } from "~/features/seo/pageHead.server";
import type { ContentFetcher } from "~/shared/content/config";
import { headMeta, pageClientLoader } from "~/shared/content/live";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = pageLoader(load, (content) => ({ pageTitle: content?.pageTitle, noIndex: true }));

export const clientLoader = pageClientLoader(load);

export const meta = headMeta;

const DashboardPage = deferred(() => import("~/pages/DashboardPage").then((m) => m.DashboardPage));

// Prerendered as the guard's loading screen; the browser decides who sees the dashboard.
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage content={loaderData.content} />;
}
