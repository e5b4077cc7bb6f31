import { contentRoute } from "#web/app/contentRoute.tsx";
import { makeLoader } from "#web/app/routeLoader.server.ts";
import { headMeta } from "#web/shared/content/live.ts";
import { accountPageHead } from "#web/features/seo/pageHead.server.ts";
import type { ContentFetcher, Queries } from "#content/config.ts";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = makeLoader(load, (page) => accountPageHead(page?.planArea));

// Prerendered as the guard's loading screen; the browser decides who sees the client area.
const route = contentRoute(load, () =>
  import("#web/pages/DashboardPlanPage.tsx").then((m) => m.DashboardPlanPage),
);

export const { clientLoader, handle } = route;
export const meta = headMeta;
export default route.Page;
