import type { PartCode } from "~/shared/ui/deferred";

export type ClientLoaderArgs = { url: URL; serverLoader: () => Promise<unknown> };

export type RouteLoaderOptions<D> = {
  /** The route's data made fresh from its prerendered data (live content); by default as built. */
  refresh?: (built: D, url: URL) => Promise<D>;
  /** The deferred parts the route shows with this data: loaded before it shows. */
  code?: (data: D) => PartCode[];
};

/** What a route's client loader remembers between calls (routeLoading.ts uses it). */
export type RouteMemory<D> = {
  /** The prerendered data of pages this route showed or prefetched, by path. */
  built: Map<string, D>;
  /** Prefetches' results waiting for their click, by path. */
  prefetched: Map<string, { at: number; data: Promise<D> }>;
};

/** A route's `handle` (React Router's route export): what the app root reads of it. */
export type RouteHandle = {
  /** Keeps the prerendered data the page on screen hydrated with, for its live refresh. */
  keepBuilt: (path: string, built: unknown) => void;
};

/**
 * A route's client loader, and its handle. It loads the page's prerendered data (`<page>.data`,
 * the route's server loader at build time), makes it fresh (`refresh`), and loads the code of
 * the parts that show it, so a navigation shows the page complete, waiting for nothing else
 * (routeLoading.ts). It never runs while the page hydrates: the page shows what it was built
 * with, and a live refresh follows (content/LiveRefresh.tsx). Its code loads on first use,
 * which a prefetch makes before any click.
 */
export function routeLoader<D>(options: RouteLoaderOptions<D>) {
  const memory: RouteMemory<D> = { built: new Map(), prefetched: new Map() };
  const clientLoader = (args: ClientLoaderArgs): Promise<D> =>
    import("./routeLoading").then((loading) => loading.loadRoute(options, memory, args));
  const handle: RouteHandle = { keepBuilt: (path, built) => memory.built.set(path, built as D) };
  return { clientLoader, handle };
}
