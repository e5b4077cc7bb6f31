import { contentRoute } from "#web/shell/contentRoute.tsx";
import { makeLoader } from "#web/shell/routeLoader.server.ts";
import { headMeta } from "#web/shared/sanity/live.ts";
import { areaAction, areaLoader } from "#web/features/dashboard/data/areaLoader.ts";
import { accountPageHead } from "#web/features/seo/pageHead.server.ts";
import type { ContentFetcher, Queries } from "#content/config.ts";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = makeLoader(load, (page) => accountPageHead(page?.settingsCard));

// Prerendered as the guard's loading screen; the browser decides who sees the client area.
const route = contentRoute(
  load,
  async () =>
    (await import("#web/routes/dashboard/settings/DashboardSettingsPage.tsx")).DashboardSettingsPage,
);

export const { handle } = route;
// The page's texts, and the customer's profile and notification preferences, read as the page
// shows; their saves, after which React Router runs the loader again, which reads them anew. One statement: the action
// shares the route's code, as the loader does, so it has no chunk of its own (a split route module
// is imported by an inline script the pages' CSP does not know).
export const { clientLoader, clientAction } = {
  clientLoader: areaLoader(
    route.clientLoader,
    async () => (await import("#web/features/dashboard/data/areaReads.ts")).settingsAreaReads,
  ),
  clientAction: areaAction(
    async () => (await import("#web/features/dashboard/data/settingsAction.ts")).settingsAction,
  ),
};
export const meta = headMeta;
export default route.Page;
