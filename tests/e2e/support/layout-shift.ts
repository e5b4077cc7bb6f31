import type { Page } from "@playwright/test";

/**
 * Layout shifts (CLS units) of the elements inside `selector` (an element matches when it or
 * one of its ancestors does), since the page started loading or since `since` (performance.now()).
 * A shift is also printed with the elements it moved, so that a failure names them.
 */
export async function layoutShift(page: Page, selector: string, since = 0) {
  const { total, moved } = await page.evaluate(
    async ({ selector, since }) => {
      // Two frames on: the last change is painted, so any shift it caused has been recorded.
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[];
      observer.disconnect();
      let total = 0;
      const moved: string[] = [];
      for (const entry of entries.filter((shift) => shift.startTime >= since)) {
        const elements = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return { element: node instanceof Element ? node : node?.parentElement, source };
        });
        if (!elements.some(({ element }) => element?.closest(selector))) continue;
        total += entry.value;
        for (const { element, source } of elements) {
          const { y: from, height } = source.previousRect;
          const { y: to } = source.currentRect;
          const name = `${element?.tagName.toLowerCase()}.${element?.className} "${element?.textContent?.trim().slice(0, 40)}"`;
          moved.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name} y ${from} → ${to}, ${height} px high`,
          );
        }
      }
      return { total, moved };
    },
    { selector, since },
  );
  if (total > 0) console.log(`Layout shifts on ${page.url()}:\n${moved.join("\n")}`);
  return total;
}
