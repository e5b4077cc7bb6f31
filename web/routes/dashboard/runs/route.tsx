import { contentRoute } from "#web/shell/contentRoute.tsx";
import { makeLoader } from "#web/shell/routeLoader.server.ts";
import { headMeta } from "#web/shared/sanity/live.ts";
import { areaLoader } from "#web/features/dashboard/data/areaLoader.ts";
import { accountPageHead } from "#web/features/seo/pageHead.server.ts";
import type { ContentFetcher, Queries } from "#content/config.ts";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = makeLoader(load, (page) => accountPageHead(page?.runsArea));

// Prerendered as the guard's loading screen; the browser decides who sees the client area.
const route = contentRoute(
  load,
  async () => (await import("#web/routes/dashboard/runs/DashboardRunsPage.tsx")).DashboardRunsPage,
);

export const { handle } = route;
// The page's texts, and the area's backend reads for the address's filters, started as the page
// shows. The filters are the query: choosing one runs the loader again, which reads the list anew
// and keeps the path's texts (no content is loaded again, nor the root's and the layout's: they
// follow the path only).
export const clientLoader = areaLoader(
  route.clientLoader,
  async () => (await import("#web/features/dashboard/data/runsReads.ts")).runsAreaReads,
);
export const shouldRevalidate = clientLoader.shouldRevalidate;
export const meta = headMeta;
export default route.Page;
