import { contentRoute } from "#web/shell/contentRoute.tsx";
import { makeLoader } from "#web/shell/routeLoader.server.ts";
import { headMeta } from "#web/shared/sanity/live.ts";
import { areaLoader } from "#web/features/dashboard/data/areaLoader.ts";
import { accountPageHead } from "#web/features/seo/pageHead.server.ts";
import type { ContentFetcher, Queries } from "#content/config.ts";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = makeLoader(load, (page) => accountPageHead(page?.settingsCard));

// Prerendered as the guard's loading screen; the browser decides who sees the client area.
const route = contentRoute(load, () =>
  import("#web/routes/dashboard/settings/DashboardSettingsPage.tsx").then((m) => m.DashboardSettingsPage),
);

export const { handle } = route;
// The page's texts, and the customer's profile, read as the page shows.
export const clientLoader = areaLoader(route.clientLoader, () =>
  import("#web/features/dashboard/data/areaReads.ts").then((m) => m.settingsAreaReads),
);
export const meta = headMeta;
export default route.Page;
