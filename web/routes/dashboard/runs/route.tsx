import { contentRoute } from "#web/shell/contentRoute.tsx";
import { makeLoader } from "#web/shell/routeLoader.server.ts";
import { headMeta } from "#web/shared/sanity/live.ts";
import { revalidateOnPathChange } from "#web/shared/navigation/queryOnly.ts";
import { accountPageHead } from "#web/features/seo/pageHead.server.ts";
import type { ContentFetcher, Queries } from "#content/config.ts";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = makeLoader(load, (page) => accountPageHead(page?.runsArea));

// Prerendered as the guard's loading screen; the browser decides who sees the client area.
const route = contentRoute(load, () =>
  import("#web/routes/dashboard/runs/DashboardRunsPage.tsx").then((m) => m.DashboardRunsPage),
);

export const { clientLoader, handle } = route;
export const meta = headMeta;
// The filters are the query: choosing them loads no content again.
export const shouldRevalidate = revalidateOnPathChange;
export default route.Page;
