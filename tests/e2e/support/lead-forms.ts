import type { Page } from "@playwright/test";
import { LEAD_MIN_FILL_MS } from "../../../web/features/leads/leadTrap";

/**
 * In the page: whether a lead form that came in its HTML takes a submission now rather than
 * trap it as too fast, as the form counts (web/features/leads/leadTrap.ts): LEAD_MIN_FILL_MS
 * after the page's first contentful paint. Runs in the page (page.waitForFunction, or a
 * Firefox or WebKit tab's `evaluate`): it may use nothing but its argument.
 */
export const formsAccept = (minimum: number) =>
  performance.now() >= (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0) + minimum;

/**
 * Waits until the lead forms of the page, opened by its address, take a submission: a test that
 * sends one sooner would see it trapped (shown as sent, never sent). Not for a form that appeared
 * on a client-side navigation, which counts from then.
 */
export async function waitUntilFormsAccept(page: Page) {
  await page.waitForFunction(formsAccept, LEAD_MIN_FILL_MS);
}
