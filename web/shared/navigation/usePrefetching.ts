import { useEffect } from "react";
import { prefetchWhenIdle } from "./prefetch";

/** The site's headers' destinations, once the page is idle, within a cap (prefetch.ts). */
export function usePrefetching(whenIdle: readonly string[]) {
  const key = whenIdle.join(" ");
  useEffect(() => {
    if (!key) return;
    const stop = new AbortController();
    void prefetchWhenIdle(key.split(" "), stop.signal);
    return () => stop.abort();
  }, [key]);
}
