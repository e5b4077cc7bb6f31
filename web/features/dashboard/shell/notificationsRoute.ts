/**
 * The address of the notifications' route (web/routes/dashboard/notifications/route.ts), which
 * the header's fetchers load and submit to: the same in every language.
 */
export const NOTIFICATIONS_ROUTE = "/dashboard/notifications";
