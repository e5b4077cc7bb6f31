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
