import { contentRoute } from "~/app/contentRoute";
import { makeLoader } from "~/app/routeLoader.server";
import { headMeta } from "~/shared/content/live";
import { accountPageHead } from "~/features/seo/pageHead.server";
import type { ContentFetcher, Queries } from "@content/config";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = makeLoader(load, accountPageHead);

// Prerendered as the guard's loading screen; the browser decides who sees the dashboard.
const route = contentRoute(load, () => import("~/pages/DashboardPage").then((m) => m.DashboardPage));

export const { clientLoader, handle } = route;
export const meta = headMeta;
export default route.Page;
