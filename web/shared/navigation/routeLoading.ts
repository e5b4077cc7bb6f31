import { loadDocument, loadedAsDocument } from "./loadDocument";
import { codeLoadedFor } from "./release";
import { PREFETCH_PARAM } from "./prefetchParam";
import type { ClientLoaderArgs, RouteLoaderOptions, RouteMemory } from "./routeLoader";

/** How long a prefetched page waits for its click; after that it is loaded again. */
const PREFETCH_KEPT_MS = 30_000;

/** How many pages' built data a route keeps (the page on screen, pages prefetched). */
const BUILT_KEPT = 20;

function keep<D>(memory: RouteMemory<D>, path: string, built: D) {
  memory.built.delete(path);
  memory.built.set(path, built);
  if (memory.built.size > BUILT_KEPT) memory.built.delete(memory.built.keys().next().value!);
}

async function load<D>(
  { refresh = async (built) => built, code = () => [] }: RouteLoaderOptions<D>,
  memory: RouteMemory<D>,
  url: URL,
  serverLoader: () => Promise<unknown>,
): Promise<D> {
  const built = memory.built.has(url.pathname)
    ? (memory.built.get(url.pathname) as D)
    : ((await serverLoader()) as D);
  keep(memory, url.pathname, built);
  const data = await refresh(built, url);
  await Promise.all(code(data).map((part) => part.load()));
  codeLoadedFor(url.pathname);
  return data;
}

/**
 * A route's client loader at work (routeLoader.ts):
 * - A prefetch (`?prefetch`, on a link's hover, focus or touch) loads the page, and its result
 *   waits for the click for PREFETCH_KEPT_MS. A prefetch never fails: the click tries again.
 * - When the page's code or data fails to load (a deploy replaced its chunks, the build did
 *   not write the address), the browser loads the page itself, once.
 * - The page on screen keeps the data it was built with: its live refresh reads no file.
 */
export async function loadRoute<D>(
  options: RouteLoaderOptions<D>,
  memory: RouteMemory<D>,
  { url, serverLoader }: ClientLoaderArgs,
): Promise<D> {
  const path = url.pathname;
  const page = new URL(url);
  page.searchParams.delete(PREFETCH_PARAM);
  if (url.searchParams.has(PREFETCH_PARAM)) {
    const data = load(options, memory, page, serverLoader);
    memory.prefetched.set(path, { at: Date.now(), data });
    // Only the prefetch's fetcher sees this; a failure would show the page's error boundary.
    return data.catch(() => {
      memory.prefetched.delete(path);
      return null as never;
    });
  }
  const early = memory.prefetched.get(path);
  memory.prefetched.delete(path);
  const data =
    early && Date.now() - early.at < PREFETCH_KEPT_MS
      ? early.data.catch(() => load(options, memory, page, serverLoader))
      : load(options, memory, page, serverLoader);
  return data.catch((error: unknown) => {
    // Once, never in a loop: a page that a failed load already loaded as a document shows the
    // error instead.
    if (loadedAsDocument(page)) throw error;
    return loadDocument(page);
  });
}
