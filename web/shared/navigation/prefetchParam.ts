/** Marks a prefetch's request for a page (prefetch.ts): its result waits for the click (clientLoading.ts). */
export const PREFETCH_PARAM = "prefetch";
