import { useEffect, type RefObject } from "react";

/**
 * Scrolls a row that scrolls sideways (`.scroller`) so that `item` is fully in view, clear of
 * the faded edges (the row's `scroll-padding-inline`). Only the row moves, never the page:
 * `scrollIntoView` would also scroll the page to the row.
 */
export function revealInRow(row: HTMLElement, item: HTMLElement) {
  const style = getComputedStyle(row);
  const padStart = parseFloat(style.scrollPaddingInlineStart) || 0;
  const padEnd = parseFloat(style.scrollPaddingInlineEnd) || 0;
  const view = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  const start = view.left + padStart;
  const end = view.right - padEnd;
  // An item wider than the room left keeps its start in view.
  if (box.left < start || box.width > end - start) row.scrollLeft -= start - box.left;
  else if (box.right > end) row.scrollLeft += box.right - end;
}

/**
 * Marks which ends of a row that scrolls sideways hide more of it (`data-more-start`,
 * `data-more-end`): the CSS fades those ends.
 */
export function useEdgeFades(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const hidden = row.scrollWidth - row.clientWidth;
      row.toggleAttribute("data-more-start", row.scrollLeft > 1);
      row.toggleAttribute("data-more-end", row.scrollLeft < hidden - 1);
    };
    update();
    // What hides more changes as the row scrolls, the window resizes, or a web font arrives.
    row.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    document.fonts?.addEventListener("loadingdone", update);
    return () => {
      row.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      document.fonts?.removeEventListener("loadingdone", update);
    };
  }, [ref]);
}
