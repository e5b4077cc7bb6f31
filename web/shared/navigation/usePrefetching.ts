import { useEffect } from "react";
import { prefetchOnIntent, prefetchWhenIdle } from "./prefetch";

/**
 * For the site's headers (their code loads just after the page's): from then on a page is
 * prefetched when a link to it is hovered, focused or touched, and `whenIdle`, the pages the
 * header leads to, while the browser is idle after the load.
 */
export function usePrefetching(whenIdle: readonly string[] = []) {
  const key = whenIdle.join(" ");
  useEffect(() => {
    prefetchOnIntent();
    if (!key) return;
    const stop = new AbortController();
    void prefetchWhenIdle(key.split(" "), stop.signal);
    return () => stop.abort();
  }, [key]);
}
