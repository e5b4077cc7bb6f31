import { useEffect, type RefObject } from "react";

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
 * Clear of the faded edges (the row's `scroll-padding-inline`). Only the row moves, never the page:
 * `scrollIntoView` would also scroll the page to the row.
 */
export const revealInRow = (row: HTMLElement, item: HTMLElement) =>
  scrollToReveal(row, row.getBoundingClientRect(), item.getBoundingClientRect());

/**
 * From an IntersectionObserver, which forces no layout: reading the row's geometry in a new page's
 * effects makes the browser lay out the whole page there and then.
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
 * Marks which ends of the row hide more of it (`data-more-start`, `data-more-end`) for the CSS to
 * fade, from an IntersectionObserver on its first and last items: without reading its layout.
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
