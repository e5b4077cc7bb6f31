import { languageOfPath } from "#content/languages.ts";

/** Where the host says which release it serves; each page says which it is (`<html data-release>`). */
export const RELEASE_FILE = "/release.json";

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
 * Asked now, or by a question still on its way (the hover before a click). After a deploy the
 * chunks this tab would load next are gone, and React Router would reload the page being left.
 */
export function releaseIsCurrent(): Promise<boolean> {
  const running = document.documentElement.dataset.release;
  // A development server has no releases.
  if (!running) return Promise.resolve(true);
  return (asking ??= askHost(running));
}

/** Pages whose route modules and code this tab has loaded: opening them loads no chunk. */
const loaded = new Set<string>();

export const codeLoadedFor = (path: string) => void loaded.add(path);

const inPageLanguage = (path: string) => languageOfPath(path) === document.documentElement.lang;

/**
 * A page in another language loads as a document, with its language's menus and settings (the
 * root's data); another needs its code here already or the host still serving this tab's release.
 */
export const mayOpen = (path: string, current: () => Promise<boolean> = releaseIsCurrent) =>
  !inPageLanguage(path) ? Promise.resolve(false) : loaded.has(path) ? Promise.resolve(true) : current();
