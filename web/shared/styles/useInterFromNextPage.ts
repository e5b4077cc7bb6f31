import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import interFile from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { FONT_CACHED_KEY } from "#web/shared/privacy/storageKeys.ts";
import { INTER_MARK } from "./fontSwitch";

/** Inter's file has arrived in this document (it may be drawn with at once). */
let interHere = false;

/** Once the page has loaded and drawn the frame after its load: nothing it shows waits then. */
const afterLoad = () =>
  new Promise<void>((resolve) => {
    const next = () => requestAnimationFrame(() => setTimeout(resolve));
    if (document.readyState === "complete") next();
    else addEventListener("load", next, { once: true });
  });

/**
 * Inter arrives between pages, never while one is read: fetched after the load and noted for
 * fontSwitch.ts, then drawn at the next page the app shows, in the same frame as its content.
 * Why: docs/decisions/014-inter-from-next-page.md
 */
export function useInterFromNextPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!document.fonts) return;
    afterLoad()
      .then(() => document.fonts.load('16px "Inter"'))
      .then((faces) => {
        if (!faces.length) return;
        interHere = true;
        try {
          localStorage.setItem(FONT_CACHED_KEY, interFile);
        } catch {
          // Storage refused: the next document starts in the fallbacks again.
        }
      })
      .catch(() => {
        // No file (offline): the fallbacks stay.
      });
  }, []);
  useLayoutEffect(() => {
    const html = document.documentElement;
    if (interHere && html.getAttribute(INTER_MARK.attribute) !== INTER_MARK.value)
      html.setAttribute(INTER_MARK.attribute, INTER_MARK.value);
  }, [pathname]);
}
