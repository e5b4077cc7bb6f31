import type { ClientLoaderArgs, ClientLoaderMemory, ClientLoaderOptions } from "./clientLoading";

/** A route's `handle` (React Router's route export): what the app root reads of it. */
export type RouteHandle = {
  /** Keeps the prerendered data the page on screen hydrated with, for its live refresh. */
  keep: (path: string, prerendered: unknown) => void;
};

/**
 * A route's client loader, and its handle. It loads the page's prerendered data (`<page>.data`,
 * the route's server loader at build time), applies live content (`live`), and loads the code of
 * the parts that show it, so a navigation shows the page complete, waiting for nothing else
 * (clientLoading.ts). It never runs while the page hydrates: the page shows what it was prerendered
 * with, and a live refresh follows (web/shared/sanity/LiveRefresh.tsx). Its code loads on first use,
 * which a prefetch makes before any click.
 */
export function makeClientLoader<D>(options: ClientLoaderOptions<D>) {
  const memory: ClientLoaderMemory<D> = { pages: new Map(), prefetched: new Map() };
  const clientLoader = (args: ClientLoaderArgs): Promise<D> =>
    import("./clientLoading").then((loading) => loading.run(options, memory, args));
  const handle: RouteHandle = {
    keep: (path, prerendered) => memory.pages.set(path, prerendered as D),
  };
  return { clientLoader, handle };
}
