/** Marks a prefetch's request for a page (prefetch.ts): its result waits for the click (routeLoading.ts). */
export const PREFETCH_PARAM = "prefetch";
