import { useEffect, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { prefetchAddress, prefetches, prefetchOnIntent } from "./prefetch";

const none: readonly string[] = [];

/** React Router runs the page's route's client loader (code and data) as a fetcher. */
function PagePrefetch({ path }: { path: string }) {
  const { load } = useFetcher();
  useEffect(() => {
    void load(prefetchAddress(path)).finally(() => prefetches.done(path));
  }, [load, path]);
  return null;
}

/**
 * Prefetches a page when a link to it shows intent (prefetch.ts). Once done, the fetcher goes: a
 * later revalidation of the page on screen does not run it again.
 */
export function PagePrefetcher() {
  const pages = useSyncExternalStore(prefetches.subscribe, prefetches.pending, () => none);
  useEffect(() => {
    // What every navigation runs first, ready before any click: its limit and the routes' client
    // loaders. Prefetching when idle waits for it: it is this page's weight, not a prefetch's.
    void Promise.allSettled([import("./limitNavigation"), import("./clientLoading")]).then(prefetches.ready);
    return prefetchOnIntent();
  }, []);
  return pages.map((path) => <PagePrefetch key={path} path={path} />);
}
