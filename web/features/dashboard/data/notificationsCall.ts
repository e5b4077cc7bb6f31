/** The name the newest notifications are remembered by in the tab (loadMemory.ts), and their fetcher's key. */
export const NOTIFICATIONS_CALL = "notifications";
/** How many of the newest the header's list shows. */
export const NOTIFICATIONS_SHOWN = 20;
