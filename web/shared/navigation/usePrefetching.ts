import { useEffect } from "react";
import { prefetchWhenIdle } from "./prefetch";

/**
 * For the site's headers: the pages they lead to are prefetched once the page has loaded and the
 * network is quiet, within a cap (prefetch.ts), so a tap on a phone, which has no hover, is
 * instant too. Every link's page is also prefetched on intent (PagePrefetcher).
 */
export function usePrefetching(whenIdle: readonly string[]) {
  const key = whenIdle.join(" ");
  useEffect(() => {
    if (!key) return;
    const stop = new AbortController();
    void prefetchWhenIdle(key.split(" "), stop.signal);
    return () => stop.abort();
  }, [key]);
}
