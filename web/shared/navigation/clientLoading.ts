import { loadDocument, loadedAsDocument } from "./loadDocument";
import { codeLoadedFor } from "./release";
import { PREFETCH_PARAM } from "./prefetchParam";
import type { PartCode } from "#web/shared/ui/lazyPart.tsx";

export type ClientLoaderArgs = {
  url: URL;
  serverLoader: () => Promise<unknown>;
  /** React Router's request for the navigation: aborted when another navigation replaces it. */
  request?: Request;
};

export type ClientLoaderOptions<D> = {
  /** By default the prerendered data as it is. */
  live?: (prerendered: D, url: URL) => Promise<D>;
  /** The lazy parts the route shows with this data: loaded before it shows. */
  code?: (data: D) => PartCode[];
  /** Prerendered data the same on every page (a layout's): not asked for. */
  known?: () => D;
  /**
   * Prerendered data the same on every page the document can open (the root's): the data the
   * document hydrated with serves them all, and the pages' data files leave it out.
   */
  samePerDocument?: boolean;
};

export type ClientLoaderMemory<D> = {
  /** The prerendered data of pages this route showed or prefetched, by path. */
  pages: Map<string, D>;
  prefetched: Map<string, { at: number; data: Promise<D> }>;
};

const isRedirect = (error: unknown) => error instanceof Response && error.status >= 300 && error.status < 400;

/** How long a prefetched page waits for its click. */
const PREFETCH_KEPT_MS = 30_000;

/** How many pages' prerendered data a route keeps (the page on screen, pages prefetched). */
const PRERENDERED_KEPT = 20;

function keep<D>(memory: ClientLoaderMemory<D>, path: string, prerendered: D) {
  memory.pages.delete(path);
  memory.pages.set(path, prerendered);
  if (memory.pages.size > PRERENDERED_KEPT) memory.pages.delete(memory.pages.keys().next().value!);
}

async function load<D>(
  {
    live = async (prerendered) => prerendered,
    code = () => [],
    known,
    samePerDocument,
  }: ClientLoaderOptions<D>,
  memory: ClientLoaderMemory<D>,
  url: URL,
  serverLoader: () => Promise<unknown>,
): Promise<D> {
  const kept = samePerDocument ? memory.pages.values().next() : undefined;
  const prerendered = known
    ? known()
    : memory.pages.has(url.pathname)
      ? (memory.pages.get(url.pathname) as D)
      : kept && !kept.done
        ? kept.value
        : ((await serverLoader()) as D);
  keep(memory, url.pathname, prerendered);
  const data = await live(prerendered, url);
  await Promise.all(code(data).map((part) => part.loadCode()));
  codeLoadedFor(url.pathname);
  return data;
}

/**
 * When the page's code or data fails to load (a deploy replaced its chunks, the build did not
 * write the address), the browser loads the page itself.
 */
export async function run<D>(
  options: ClientLoaderOptions<D>,
  memory: ClientLoaderMemory<D>,
  { url, serverLoader, request }: ClientLoaderArgs,
): Promise<D> {
  const path = url.pathname;
  const page = new URL(url);
  page.searchParams.delete(PREFETCH_PARAM);
  if (url.searchParams.has(PREFETCH_PARAM)) {
    const data = load(options, memory, page, serverLoader);
    memory.prefetched.set(path, { at: Date.now(), data });
    // A prefetch never fails nor follows a redirect (the click tries again): only its fetcher sees
    // this, and a failure would show the page's error boundary.
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
    // A navigation another one replaced (two filters chosen quickly): React Router drops its
    // result; loading it as a document would undo the newer one. A redirect's old address
    // (web/routes/not-found/notFound.server.ts): React Router follows it.
    if (request?.signal.aborted || isRedirect(error)) throw error;
    // Once, never in a loop: a page that a failed load already loaded as a document shows the
    // error instead.
    if (loadedAsDocument(page)) throw error;
    return loadDocument(page);
  });
}
