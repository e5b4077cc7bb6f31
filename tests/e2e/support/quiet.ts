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
  try {
    await page.waitForFunction(sectionsSized, undefined, { timeout: 30_000 });
  } catch (error) {
    const state = await page.evaluate(sizingState).catch(String);
    throw new Error(`${page.url()}: its sections were not all sized within 30 s (${state})`, {
      cause: error,
    });
  }
}

/** Runs in the page: how far the sizing of its sections has come, for a failure's message. */
const sizingState = () =>
  `readyState ${document.readyState}, data-sections-sized=${document.documentElement.dataset.sectionsSized}, ` +
  `${[...document.querySelectorAll<HTMLElement>(".section")].filter((section) => section.style.contentVisibility === "visible").length}` +
  ` of ${document.querySelectorAll(".section").length} sections rendered`;
