import { languageOfPath } from "#content/languages.ts";

/**
 * Where the host says which release it serves; each page says which it is (`<html
 * data-release>`). Both are written by the build (web/files/prerenderedHtml.server.ts).
 */
export const RELEASE_FILE = "/release.json";

/** What `RELEASE_FILE` holds. */
export type ReleaseFile = { release: string };

let asking: Promise<boolean> | undefined;

async function askHost(running: string): Promise<boolean> {
  try {
    const response = await fetch(RELEASE_FILE, { cache: "no-store" });
    // No release file (an older deploy): nothing says this tab is behind.
    if (!response.ok) return true;
    return ((await response.json()) as ReleaseFile).release === running;
  } catch {
    // Offline, or no answer: the navigation finds out by itself (limitNavigation.ts).
    return true;
  } finally {
    asking = undefined;
  }
}

/**
 * Whether the host still serves the release this tab runs, asked now (or by a question still
 * on its way: the hover before a click). After a deploy of new code the chunks this tab would
 * load next are gone, and React Router would reload the page being left instead of showing
 * the one clicked, or asked for ahead of a click. The answer is a few bytes.
 */
export function releaseIsCurrent(): Promise<boolean> {
  const running = document.documentElement.dataset.release;
  // A development server has no releases.
  if (!running) return Promise.resolve(true);
  return (asking ??= askHost(running));
}

/** Pages whose route modules and code this tab has loaded: opening them loads no chunk. */
const loaded = new Set<string>();

/** The page's code has loaded (a prefetch or a navigation showed it). */
export const codeLoadedFor = (path: string) => void loaded.add(path);

/** Whether the page is in the language of the page on screen (`<html lang>`, the root's data). */
const inPageLanguage = (path: string) => languageOfPath(path) === document.documentElement.lang;

/**
 * Whether a click may open the page in the app: it is in the same language (a page in another
 * language loads as a document, with its language's menus and settings: the root's data), and
 * its code is here already or the host still serves this tab's release (`current`: asked now).
 */
export const mayOpen = (path: string, current: () => Promise<boolean> = releaseIsCurrent) =>
  !inPageLanguage(path) ? Promise.resolve(false) : loaded.has(path) ? Promise.resolve(true) : current();
