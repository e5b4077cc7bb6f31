import type { ClientLoaderArgs, ClientLoaderMemory, ClientLoaderOptions } from "./clientLoading";

export type RouteHandle = {
  /** Keeps the prerendered data the page on screen hydrated with, for its live refresh. */
  keep: (path: string, prerendered: unknown) => void;
};

/**
 * A route's client loader and its handle (`clientLoader` in docs/web-conventions.md#glossary). Its
 * code loads on first use, which a prefetch makes before any click.
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
