import { useEffect } from "react";
import { useLocation } from "react-router";

const idle = (callback: () => void) =>
  "requestIdleCallback" in window
    ? requestIdleCallback(callback, { timeout: 1000 })
    : setTimeout(callback, 50);

/** The most a section waits for its frame: a browser may draw none for seconds (a busy or hidden tab). */
const FRAME_WAIT_MS = 100;

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
 * Renders each section out of view (`content-visibility: auto`) once, one per idle moment, so it
 * takes its real height: at the placeholder's, Lighthouse and axe measured text against another
 * section's background. Marks `<html data-sections-sized="true">` when done.
 * Why: docs/performance.md#what-a-page-loads-first
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
    // screen: docs/decisions/028-sections-stay-rendered.md
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

export function useRememberSectionSizes() {
  const { pathname } = useLocation();
  useEffect(() => rememberSectionSizes(), [pathname]);
}
