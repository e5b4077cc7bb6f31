import { FONT_CACHED_KEY } from "#web/shared/privacy/storageKeys.ts";

/** `<html data-font="inter">`: the page draws its text in Inter; without it, in Inter's fallbacks (fonts.ts). */
export const INTER_MARK = { attribute: "data-font", value: "inter" } as const;

/**
 * Marks the page at once when this browser noted that it has Inter's file in its cache, so the
 * page is drawn in Inter from its first paint; otherwise it stays in the fallbacks to its end.
 * Why: docs/decisions/014-inter-from-next-page.md
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

/** `interFile`: its address as the stylesheet names it. */
export const fontSwitchScript = (interFile: string) =>
  `(${drawInInterIfCached.toString()})(${[FONT_CACHED_KEY, interFile, INTER_MARK.attribute, INTER_MARK.value].map((text) => JSON.stringify(text)).join(",")})`;
