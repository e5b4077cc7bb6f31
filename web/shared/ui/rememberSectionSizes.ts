import { useEffect } from "react";
import { useLocation } from "react-router";

const idle = (callback: () => void) =>
  "requestIdleCallback" in window
    ? requestIdleCallback(callback, { timeout: 1000 })
    : setTimeout(callback, 50);

/** The most a section waits for its frame: a browser may draw none for seconds (a busy or hidden tab). */
const FRAME_WAIT_MS = 100;

/** Calls `callback` once after the next frame, or after FRAME_WAIT_MS if no frame comes first. */
function afterNextFrame(callback: () => void) {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    callback();
  };
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, FRAME_WAIT_MS);
}

/**
 * Sections out of view skip layout (`content-visibility: auto` on `.section`), so the first
 * layout of a long page covers only its first screen. Until a section has been rendered once,
 * it holds a placeholder height (`contain-intrinsic-size: auto 40rem`), and the text of the
 * sections below sits where the page does not draw it: Lighthouse and axe, auditing the page
 * as loaded, measured it against another section's background. Once the page has loaded, this
 * renders each section out of view, one per idle moment, and keeps it rendered until the page
 * goes; the `auto` of its intrinsic size keeps its real height after that. Marks
 * `<html data-sections-sized="true">` when done.
 */
export function rememberSectionSizes(): () => void {
  let cancelled = false;
  const root = document.documentElement;
  root.dataset.sectionsSized = "false";
  let sections: HTMLElement[] = [];
  const rendered: HTMLElement[] = [];
  const next = () => {
    if (cancelled) return;
    const section = sections.shift();
    if (!section) {
      root.dataset.sectionsSized = "true";
      return;
    }
    // A section in view is rendered already; restyling it would count as a layout shift.
    const box = section.getBoundingClientRect();
    if (box.bottom > 0 && box.top < window.innerHeight) {
      idle(next);
      return;
    }
    // Rendered in the next frame, it keeps its size. It stays rendered while the page is on
    // screen: made skippable again at once, it cost /es/pricing about 30 ms more of the main
    // thread after its load (thread time, unthrottled; docs/performance.md).
    section.style.contentVisibility = "visible";
    rendered.push(section);
    afterNextFrame(() => idle(next));
  };
  const start = () =>
    idle(() => {
      sections = [...document.querySelectorAll<HTMLElement>(".section")];
      next();
    });
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", start);
    // The next page may reuse these elements: its sections out of view are skipped again.
    for (const section of rendered) section.style.contentVisibility = "";
  };
}

/** Renders each section of the page once after it has loaded, and again on every new page. */
export function useRememberSectionSizes() {
  const { pathname } = useLocation();
  useEffect(() => rememberSectionSizes(), [pathname]);
}
