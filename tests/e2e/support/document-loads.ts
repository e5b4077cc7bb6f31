import type { Page } from "@playwright/test";

/** Counts the documents the tab loads from now on: a click the app handled loads none. */
export function documentLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => loads++);
  return () => loads;
}
