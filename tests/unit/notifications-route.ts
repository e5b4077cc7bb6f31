import { NOTIFICATIONS_ROUTE } from "#web/features/dashboard/shell/notificationsRoute.ts";
import * as route from "#web/routes/dashboard/notifications/route.ts";

/**
 * The header's notifications route (web/routes/dashboard/notifications/route.ts) for a test's
 * data router: every area's header loads it with a fetcher, and a fetcher to a route the router
 * lacks is an error that takes the page's place.
 */
export const notificationsRouteStub = {
  path: NOTIFICATIONS_ROUTE,
  loader: route.clientLoader,
  action: route.clientAction,
  shouldRevalidate: route.shouldRevalidate,
};
