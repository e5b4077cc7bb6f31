import { unlocalizedPath } from "#content/documentPaths.ts";
import { mayOpen, releaseIsCurrent } from "./release";
import { PREFETCH_PARAM } from "./prefetchParam";

/** A hover shorter than this is a pointer passing by, not intent. */
const HOVER_INTENT_MS = 80;

/** A page prefetched is not asked for again for this long (its result waits for the click). */
const ASK_AGAIN_AFTER_MS = 30_000;

/** What prefetching without intent may add to a page's weight. */
const UNASKED_SHARE = 0.25;

const QUIET_MS = 500;

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** A data-saver mode, or a 2G network: prefetch nothing. */
function savingData() {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? "");
}

// The pages being prefetched, in the order asked: PagePrefetcher runs each page's client loader.
let pending: readonly string[] = [];
const listeners = new Set<() => void>();
const asked = new Map<string, number>();

const publish = (next: readonly string[]) => {
  pending = next;
  listeners.forEach((listener) => listener());
};

/** Resolves with the page's pending prefetch once it is done (PagePrefetcher tells). */
const finished = new Map<string, () => void>();

// PagePrefetcher runs, and the code every prefetch runs first has loaded (PagePrefetcher tells).
let prefetcherReady = () => {};
const prefetcherRunning = new Promise<void>((resolve) => (prefetcherReady = resolve));

export const prefetches = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  pending: () => pending,
  /** PagePrefetcher runs, with the code every prefetch runs first (or that code failed to load). */
  ready: () => prefetcherReady(),
  /** The page's code and data have loaded (or failed: the click will load them again). */
  done(path: string) {
    publish(pending.filter((page) => page !== path));
    finished.get(path)?.();
    finished.delete(path);
  },
};

export const prefetchAddress = (path: string) => `${path}?${PREFETCH_PARAM}`;

/**
 * Never when the host now serves another release (the click will load the page as a document):
 * `current` asks the host, unless given (the idle prefetch asks once for all its pages).
 */
export async function prefetchPage(url: URL, current = releaseIsCurrent): Promise<void> {
  const { pathname: path } = url;
  if (savingData() || url.origin !== window.location.origin || path === window.location.pathname) return;
  const at = asked.get(path);
  if (at !== undefined && Date.now() - at < ASK_AGAIN_AFTER_MS) return;
  asked.set(path, Date.now());
  if (!(await mayOpen(path, current)) || pending.includes(path)) return;
  const done = new Promise<void>((resolve) => finished.set(path, resolve));
  publish([...pending, path]);
  return done;
}

/**
 * What a prefetch loads: a page's data (`fetch`) and code (`script`, `link`). The page's own
 * images and fonts, which may arrive meanwhile (a lazy image scrolled to, the typeface fetched
 * after the load: useInterFromNextPage.ts), are not its cost.
 */
const PREFETCHED = new Set(["fetch", "script", "link"]);

const DATA = new Set(["fetch"]);

function bytesLoaded(kinds?: Set<string>) {
  const entries = [
    ...performance.getEntriesByType("navigation"),
    ...performance.getEntriesByType("resource"),
  ] as PerformanceResourceTiming[];
  return entries
    .filter((entry) => !kinds || kinds.has(entry.initiatorType))
    .reduce((sum, entry) => sum + (entry.transferSize || 0), 0);
}

const unlessAborted = (promise: Promise<unknown>, signal?: AbortSignal) =>
  new Promise((resolve) => {
    void promise.then(resolve);
    signal?.addEventListener("abort", resolve, { once: true });
  });

/** Or at once when `signal` aborts: the page that asked may be gone by then. */
async function networkQuiet(signal?: AbortSignal) {
  let count = -1;
  while (!signal?.aborted && count !== performance.getEntriesByType("resource").length) {
    count = performance.getEntriesByType("resource").length;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  }
  if (!signal?.aborted && typeof requestIdleCallback === "function")
    await new Promise((resolve) => requestIdleCallback(resolve));
}

/**
 * The section a page shares its code with, as far as its address tells: /agents/a and
 * /agents/b are one route's pages, whose code the first one's prefetch brings. A page at the top
 * (/about-us, /pricing) is a route of its own: no section.
 */
function sectionOf(path: string) {
  const page = unlocalizedPath(path);
  return page.slice(0, page.lastIndexOf("/")) || undefined;
}

/**
 * For a phone, which has no hover: a tap is then instant too. Stops before it would add more than
 * UNASKED_SHARE of what the page itself loaded. A page's cost is known only once it has loaded, so
 * the next is counted at the cost of the last one of its section (of the first one's data alone:
 * the first page of a route brings the code the others share), or else of the dearest so far.
 */
export async function prefetchWhenIdle(paths: readonly string[], signal?: AbortSignal) {
  if (document.readyState !== "complete")
    await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  // What the page loads for itself once it has hydrated (the prefetcher among it) is its own
  // weight, not the first prefetch's cost.
  await unlessAborted(prefetcherRunning, signal);
  await networkQuiet(signal);
  // The host is asked once which release it serves, not before each page (a round trip each).
  if (signal?.aborted || savingData() || !(await releaseIsCurrent())) return;
  const alreadyAsked = () => Promise.resolve(true);
  let spent = 0;
  let dearest = 0;
  const sectionCost = new Map<string, number>();
  for (const path of paths) {
    // What the page loaded for itself, its font and images arriving meanwhile included.
    const budget = (bytesLoaded() - spent) * UNASKED_SHARE;
    const section = sectionOf(path);
    const expected = (section === undefined ? undefined : sectionCost.get(section)) ?? dearest;
    if (signal?.aborted || spent + expected > budget) return;
    const before = bytesLoaded(PREFETCHED);
    const dataBefore = bytesLoaded(DATA);
    await prefetchPage(new URL(path, window.location.href), alreadyAsked);
    const cost = bytesLoaded(PREFETCHED) - before;
    dearest = Math.max(dearest, cost);
    // The next page of the section finds the first one's code loaded: it costs about its data,
    // and what the last one beyond the first brought of its own (an icon, a block) as well.
    if (section) sectionCost.set(section, sectionCost.has(section) ? cost : bytesLoaded(DATA) - dataBefore);
    spent += cost;
  }
}

/**
 * Marks an element whose links are one choice, such as a menu: intent on it (a hover, a focus, a
 * touch) is intent for every link in it, while the pointer still travels to one.
 */
export const PREFETCH_GROUP = "data-prefetch-group";

const opensHere = (link: Element): link is HTMLAnchorElement =>
  link instanceof HTMLAnchorElement &&
  !link.hasAttribute("download") &&
  (!link.target || link.target === "_self");

/** The group of links `target` is in (unless `groups` is false), or the link. */
function intentAt(target: EventTarget | null, groups = true): Element | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest("a[href]");
  const group = groups ? target.closest(`[${PREFETCH_GROUP}]`) : null;
  return group ?? (link && opensHere(link) ? link : null);
}

function prefetchLinks(intent: Element) {
  const links = intent.matches("a[href]") ? [intent] : [...intent.querySelectorAll("a[href]")];
  for (const link of links.filter(opensHere)) void prefetchPage(new URL(link.href));
}

/**
 * When a link or its group is hovered for HOVER_INTENT_MS or touched, and when the link is focused.
 * Focus passing through a group on its way along the page is not intent for all of its links.
 */
export function prefetchOnIntent() {
  let hovered: { intent: Element; timer: ReturnType<typeof setTimeout> } | undefined;
  const touched = (event: Event) => {
    const intent = intentAt(event.target);
    if (intent) prefetchLinks(intent);
  };
  const focused = (event: Event) => {
    const link = intentAt(event.target, false);
    if (link) prefetchLinks(link);
  };
  const hover = (event: Event) => {
    const intent = intentAt(event.target);
    if (!intent || hovered?.intent === intent) return;
    if (hovered) clearTimeout(hovered.timer);
    hovered = { intent, timer: setTimeout(() => prefetchLinks(intent), HOVER_INTENT_MS) };
  };
  const leave = (event: MouseEvent) => {
    if (!hovered || hovered.intent.contains(event.relatedTarget as Node | null)) return;
    if (intentAt(event.target) !== hovered.intent) return;
    clearTimeout(hovered.timer);
    hovered = undefined;
  };
  const options = { capture: true, passive: true };
  document.addEventListener("mouseover", hover, options);
  document.addEventListener("mouseout", leave, options);
  document.addEventListener("focusin", focused, options);
  document.addEventListener("touchstart", touched, options);
  return () => {
    document.removeEventListener("mouseover", hover, options);
    document.removeEventListener("mouseout", leave, options);
    document.removeEventListener("focusin", focused, options);
    document.removeEventListener("touchstart", touched, options);
  };
}
