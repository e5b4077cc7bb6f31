import type { Page } from "@playwright/test";

/**
 * Layout shifts (CLS units) of the elements inside `selector` (an element matches when it or
 * one of its ancestors does), since the page started loading or since `since` (performance.now()).
 */
export const layoutShift = (page: Page, selector: string, since = 0) =>
  page.evaluate(
    async ({ selector, since }) => {
      // Two frames on: the last change is painted, so any shift it caused has been recorded.
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[];
      observer.disconnect();
      let total = 0;
      for (const entry of entries.filter((shift) => shift.startTime >= since)) {
        const inside = entry.sources?.some((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          return Boolean(element?.closest(selector));
        });
        if (inside) total += entry.value;
      }
      return total;
    },
    { selector, since },
  );
