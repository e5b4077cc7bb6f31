import { loadPageCode, pageDataUrls } from "./pageCode";

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** The browser asks to save data (a data-saver mode), or the network is 2G: prefetch nothing. */
function savingData() {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? "");
}

const dataFetched = new Set<string>();

/**
 * Fetches the code and data of the page `url` leads to, ahead of a click, so that the click
 * shows it at once. Resolves when both are in (or failed).
 */
export async function prefetchPage(url: URL): Promise<void> {
  if (savingData() || url.origin !== window.location.origin || url.pathname === window.location.pathname)
    return;
  // The data goes to the HTTP cache, where the router's own request finds it: firebase.json
  // lets a page's data be used at once while it is revalidated.
  const data = pageDataUrls(url.pathname)
    .filter((dataUrl) => !dataFetched.has(dataUrl))
    .map((dataUrl) => {
      dataFetched.add(dataUrl);
      return fetch(dataUrl).then(
        (response) => response.ok || dataFetched.delete(dataUrl),
        () => dataFetched.delete(dataUrl),
      );
    });
  await Promise.all([loadPageCode(url.pathname), ...data]);
}

function linkTarget(event: Event): URL | undefined {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return undefined;
  if (link.target && link.target !== "_self") return undefined;
  return new URL(link.href);
}

let listening = false;

/** From now on, prefetches a page as soon as a link to it is hovered, focused or touched. */
export function prefetchOnIntent() {
  if (listening) return;
  listening = true;
  const onIntent = (event: Event) => {
    const url = linkTarget(event);
    if (url) void prefetchPage(url);
  };
  for (const type of ["mouseover", "focusin", "touchstart"])
    document.addEventListener(type, onIntent, { capture: true, passive: true });
}

const idle = () =>
  new Promise<void>((resolve) =>
    "requestIdleCallback" in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 200),
  );

/**
 * Prefetches pages one after another while the browser is idle, once the page has loaded:
 * the site navigation's destinations, so that moving between the main pages is instant.
 * Stops at the next page once `signal` aborts (the header that asked is gone).
 */
export async function prefetchWhenIdle(paths: readonly string[], signal?: AbortSignal) {
  if (document.readyState !== "complete")
    await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  for (const path of paths) {
    if (signal?.aborted) return;
    await idle();
    if (signal?.aborted) return;
    await prefetchPage(new URL(path, window.location.href));
  }
}
