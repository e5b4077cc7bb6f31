import type { Route } from "./+types/dashboard";
import { accountPageHead } from "~/features/seo/pageHead.server";
import { makeLoader } from "~/app/routeLoader.server";
import type { ContentFetcher } from "@content/config";
import { headMeta, livePageContent } from "~/shared/content/live";
import type { Queries } from "@content/config";
import { makeClientLoader } from "~/shared/navigation/clientLoader";
import { lazyPart } from "~/shared/ui/lazyPart";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = makeLoader(load, accountPageHead);

const DashboardPage = lazyPart(() => import("~/pages/DashboardPage").then((m) => m.DashboardPage));

export const { clientLoader, handle } = makeClientLoader({
  live: livePageContent(load),
  code: () => [DashboardPage],
});

export const meta = headMeta;

// Prerendered as the guard's loading screen; the browser decides who sees the dashboard.
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage content={loaderData.content} />;
}
