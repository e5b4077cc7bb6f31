// What tells, in the page, that it has settled: any engine runs these (tests/browsers too).

/** How long the page must fetch nothing for what it loads by itself to count as arrived. */
export const QUIET_MS = 1000;

/** Runs in the page: true once it has fetched nothing for `quietMs`, as its resource timing sees it. */
export function quietFor(quietMs: number) {
  return new Promise<boolean>((resolve) => {
    let timer = setTimeout(done, quietMs);
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    function done() {
      observer.disconnect();
      resolve(true);
    }
    observer.observe({ type: "resource" });
  });
}

/** Runs in the page: whether each section has been rendered once to keep its height (rememberSectionSizes.ts). */
export const sectionsSized = () => document.documentElement.dataset.sectionsSized === "true";
