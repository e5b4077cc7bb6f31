import type { ShouldRevalidateFunctionArgs } from "react-router";
import { areaAction } from "#web/features/dashboard/data/areaLoader.ts";
import { NOTIFICATIONS_ROUTE } from "#web/features/dashboard/shell/notificationsRoute.ts";

// The header's notifications, which every area shows: a route without a page, used by fetchers
// only (its loader reads the newest notifications, its action marks them read), so that an
// area's own loader and action stay its own. Not prerendered: nothing navigates here, and a
// fetcher runs its loader and action in the browser. One statement: the action shares the
// route's code, as the loader does (a split route module is imported by an inline script the
// pages' CSP does not know).
export const { clientLoader, clientAction, shouldRevalidate } = {
  clientLoader: async () =>
    (await import("#web/features/dashboard/data/notificationsData.ts")).notificationsLoader(),
  clientAction: areaAction(
    async () => (await import("#web/features/dashboard/data/notificationsData.ts")).notificationsAction,
  ),
  // Its own action's fetchers ask no other route to read again (`defaultShouldRevalidate: false`),
  // but this one: the list and the count as the backend now has them.
  shouldRevalidate: ({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
    formAction?.endsWith(NOTIFICATIONS_ROUTE) || defaultShouldRevalidate,
};
