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
    if (key) void prefetchWhenIdle(key.split(" "));
  }, [key]);
}
