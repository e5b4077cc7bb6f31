import { FONT_CACHED_KEY } from "#web/shared/privacy/storageKeys.ts";

/** `<html data-font="inter">`: the page draws its text in Inter; without it, in Inter's fallbacks (fonts.ts). */
export const INTER_MARK = { attribute: "data-font", value: "inter" } as const;

/**
 * Whether a page is drawn in Inter from its first paint (docs/performance.md, "One typeface,
 * Inter"). Until `<html>` carries INTER_MARK, --font-sans names only Inter's metric-matched
 * fallbacks (fonts.ts), so the browser does not ask for Inter's file: the first paint never
 * waits for it, and Lighthouse's phone model, which counts every request started before the
 * largest paint, does not count it. This script, first in <head>, marks the page at once when
 * this browser noted that it has the file in its cache (useInterFromNextPage.ts, after a page's
 * load): the page is drawn in Inter from its first paint. Otherwise the page stays in the
 * fallbacks; it never switches while it is read.
 * It runs as an inline script, so it must stand alone: no imports, nothing from this module,
 * and no named function inside (the tools that run this file may wrap one in a helper).
 */
function drawInInterIfCached(key: string, file: string, attribute: string, value: string) {
  try {
    if (localStorage.getItem(key) === file) document.documentElement.setAttribute(attribute, value);
  } catch {
    // Storage refused: the page stays in the fallbacks.
  }
}

/**
 * The inline script's text for the build's Inter file (its address, as the stylesheet names
 * it): the build puts it in each page's <head> after the early-submit script
 * (web/files/prerenderedHtml.server.ts).
 */
export const fontSwitchScript = (interFile: string) =>
  `(${drawInInterIfCached.toString()})(${[FONT_CACHED_KEY, interFile, INTER_MARK.attribute, INTER_MARK.value].map((text) => JSON.stringify(text)).join(",")})`;
