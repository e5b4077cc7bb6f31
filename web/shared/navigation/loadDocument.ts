import { LOADED_AS_DOCUMENT_KEY as LOADED_KEY } from "#web/shared/privacy/storageKeys.ts";

/** How long after such a load the new page counts as loaded by it. */
const JUST_LOADED_MS = 10_000;

/** For a page the app cannot show. Never settles: the page is being replaced. */
export function loadDocument(url: URL): Promise<never> {
  try {
    sessionStorage.setItem(LOADED_KEY, JSON.stringify({ href: url.href, at: Date.now() }));
  } catch {
    // Storage refused: loadedAsDocument then never allows loading this address again.
  }
  window.location.assign(url.href);
  return new Promise(() => {});
}

/**
 * Whether loading `url` as a document could loop: it is the page on screen, and that page was
 * itself loaded this way moments ago (or the browser keeps no note of it).
 */
export function loadedAsDocument(url: URL): boolean {
  if (url.href !== window.location.href) return false;
  try {
    const noted = JSON.parse(sessionStorage.getItem(LOADED_KEY) ?? "null") as {
      href: string;
      at: number;
    } | null;
    return noted?.href === url.href && Date.now() - noted.at < JUST_LOADED_MS;
  } catch {
    return true;
  }
}
