import { contentRoute } from "#web/app/contentRoute.tsx";
import { makeLoader } from "#web/app/routeLoader.server.ts";
import { headMeta } from "#web/shared/content/live.ts";
import { revalidateOnPathChange } from "#web/shared/navigation/queryOnly.ts";
import { accountPageHead } from "#web/features/seo/pageHead.server.ts";
import type { ContentFetcher, Queries } from "#content/config.ts";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = makeLoader(load, (page) =>
  accountPageHead({ pageTitle: page?.runsArea?.runPageTitle }),
);

// One prerendered page for every run (its id is in the query): the guard's loading screen, then
// the browser decides who sees it.
const route = contentRoute(load, () =>
  import("#web/pages/DashboardRunPage.tsx").then((m) => m.DashboardRunPage),
);

export const { clientLoader, handle } = route;
export const meta = headMeta;
// The run's id is the query: another run (a retry's) loads no content again.
export const shouldRevalidate = revalidateOnPathChange;
export default route.Page;
