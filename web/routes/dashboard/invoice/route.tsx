import { contentRoute } from "#web/shell/contentRoute.tsx";
import { makeLoader } from "#web/shell/routeLoader.server.ts";
import { headMeta } from "#web/shared/sanity/live.ts";
import { areaLoader } from "#web/features/dashboard/data/areaLoader.ts";
import { accountPageHead } from "#web/features/seo/pageHead.server.ts";
import type { ContentFetcher, Queries } from "#content/config.ts";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.dashboardPageQuery);

export const loader = makeLoader(load, (page) =>
  accountPageHead({ pageTitle: page?.billingArea?.receiptPageTitle }),
);

// One prerendered page for every invoice's receipt (its id is in the query): the guard's loading
// screen, then the browser decides who sees it.
const route = contentRoute(
  load,
  async () => (await import("#web/routes/dashboard/invoice/DashboardInvoicePage.tsx")).DashboardInvoicePage,
);

export const { handle } = route;
// The page's texts, and the invoice its address names, read as the page shows. Another invoice's
// id (the query) runs this loader again, which keeps the path's texts (`shouldRevalidate`).
const invoiceLoader = areaLoader(
  route.clientLoader,
  async () => (await import("#web/features/dashboard/data/billingReads.ts")).invoicePageReads,
);
export const clientLoader = invoiceLoader;
export const shouldRevalidate = invoiceLoader.shouldRevalidate;
export const meta = headMeta;
export default route.Page;
