import { contentRoute } from "#web/shell/contentRoute.tsx";
import { makeLoader } from "#web/shell/routeLoader.server.ts";
import { headMeta } from "#web/shared/sanity/live.ts";
import { areaAction, areaLoader } from "#web/features/dashboard/data/areaLoader.ts";
import { accountPageHead } from "#web/features/seo/pageHead.server.ts";
import type { ContentFetcher, Queries } from "#content/config.ts";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = makeLoader(load, (page) =>
  accountPageHead({ pageTitle: page?.runsArea?.runPageTitle }),
);

// One prerendered page for every run (its id is in the query): the guard's loading screen, then
// the browser decides who sees it.
const route = contentRoute(
  load,
  async () => (await import("#web/routes/dashboard/run/DashboardRunPage.tsx")).DashboardRunPage,
);

export const { handle } = route;
// The page's texts, and the run its address names, read as the page shows; Retry, after which React
// Router runs the loader again. One statement: the action shares the route's code, as the loader
// does, so it has no chunk of its own (a split route module is imported by an inline script the
// pages' CSP does not know). The run's id is the query: another run (a retry's) runs this loader
// again, which reads that run and keeps the path's texts (`shouldRevalidate`), so no content is
// loaded again (nor the root's and the layout's: they follow the path only).
const runLoader = areaLoader(
  route.clientLoader,
  async () => (await import("#web/features/dashboard/data/runReads.ts")).runPageReads,
);
export const { clientLoader, clientAction } = {
  clientLoader: runLoader,
  clientAction: areaAction(
    async () => (await import("#web/features/dashboard/data/runReads.ts")).runPageAction,
  ),
};
export const shouldRevalidate = runLoader.shouldRevalidate;
export const meta = headMeta;
export default route.Page;
