import { hydrated, type Page } from "./test";
import { QUIET_MS, quietFor, sectionsSized } from "./settled";

/**
 * Waits until the page has hydrated and then fetched nothing for QUIET_MS, as the page itself
 * sees it (the browser's resource timing): what it loads by itself, prefetching included, has
 * arrived. For tests that check what a page never loads. Playwright's "networkidle" is not
 * used: it can miss the end of a request and wait forever.
 */
export async function untilQuiet(page: Page) {
  await hydrated(page);
  await page.waitForFunction(quietFor, QUIET_MS, { timeout: 30_000 });
}

/**
 * Waits until the page is quiet (`untilQuiet`) and has rendered each section once to keep its
 * height while out of view (web/shared/ui/rememberSectionSizes.ts): what axe checks then is the
 * page as a visitor first meets it, not a section caught mid-render.
 */
export async function untilSettled(page: Page) {
  await untilQuiet(page);
  await page.waitForFunction(sectionsSized);
}
