import type { Page } from "@playwright/test";

// What a page loads before it has hydrated (tests/bench/hydration-budget.ts): the moment is
// noted in the page, from before it opens, when <html data-hydrated> turns "true".
const NOTE_HYDRATION = `new MutationObserver((_, observer) => {
  if (document.documentElement?.dataset.hydrated !== "true") return;
  window.__hydratedAt = performance.now();
  observer.disconnect();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });`;

/** Notes when each page of `page` hydrates; call before it opens. */
export const noteHydration = (page: Page) => page.addInitScript(NOTE_HYDRATION);

/** The scripts (addresses) the page on screen asked for before it had hydrated. */
export function scriptsBeforeHydration(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hydratedAt = (window as Window & { __hydratedAt?: number }).__hydratedAt;
    if (hydratedAt === undefined)
      throw new Error("its hydration was not noted: noteHydration before it opens");
    return performance
      .getEntriesByType("resource")
      .map((entry) => ({ at: entry.startTime, path: new URL(entry.name).pathname }))
      .filter((entry) => entry.at < hydratedAt && entry.path.endsWith(".js"))
      .map((entry) => entry.path);
  });
}
