import { useEffect, type RefObject } from "react";

/**
 * Scrolls a row that scrolls sideways (`.scroller`, at `view`) so that an item at `box` is fully
 * in view, clear of the faded edges (the row's `scroll-padding-inline`).
 */
function scrollToReveal(row: HTMLElement, view: DOMRectReadOnly, box: DOMRectReadOnly) {
  const style = getComputedStyle(row);
  const padStart = parseFloat(style.scrollPaddingInlineStart) || 0;
  const padEnd = parseFloat(style.scrollPaddingInlineEnd) || 0;
  const start = view.left + padStart;
  const end = view.right - padEnd;
  // An item wider than the room left keeps its start in view.
  if (box.left < start || box.width > end - start) row.scrollLeft -= start - box.left;
  else if (box.right > end) row.scrollLeft += box.right - end;
}

/**
 * Scrolls a row that scrolls sideways so that `item` is fully in view, clear of the faded edges.
 * Only the row moves, never the page: `scrollIntoView` would also scroll the page to the row.
 */
export const revealInRow = (row: HTMLElement, item: HTMLElement) =>
  scrollToReveal(row, row.getBoundingClientRect(), item.getBoundingClientRect());

/**
 * `revealInRow` once the browser has laid the row out, from an IntersectionObserver, which
 * forces no layout: in a new page's effects, reading the row's geometry made the browser lay out
 * the whole page there and then (11 ms of a click from / to /pricing). Returns the cleanup.
 */
export function revealInRowWhenLaidOut(row: HTMLElement, item: HTMLElement): () => void {
  if (!("IntersectionObserver" in window)) {
    revealInRow(row, item);
    return () => {};
  }
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect();
      if (entry?.rootBounds) scrollToReveal(row, entry.rootBounds, entry.boundingClientRect);
    },
    { root: row },
  );
  observer.observe(item);
  return () => observer.disconnect();
}

/** What of an item may be hidden before its row's end counts as hiding more (subpixel widths). */
const SHOWN = 0.99;

/**
 * Marks which ends of a row that scrolls sideways hide more of it (`data-more-start`,
 * `data-more-end`): the CSS fades those ends. An IntersectionObserver on the row's first and last
 * items says when either is not fully in view: as the row scrolls, the window resizes or a font
 * arrives, without reading the row's layout.
 */
export function useEdgeFades(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const row = ref.current;
    const first = row?.firstElementChild;
    const last = row?.lastElementChild;
    if (!row || !first || !last || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, intersectionRatio } of entries) {
          const hidden = intersectionRatio < SHOWN;
          if (target === first) row.toggleAttribute("data-more-start", hidden);
          if (target === last) row.toggleAttribute("data-more-end", hidden);
        }
      },
      { root: row, threshold: SHOWN },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [ref]);
}
