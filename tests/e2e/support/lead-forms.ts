import type { Page } from "@playwright/test";

/**
 * In the page: whether a lead form that came in its HTML takes a submission now rather than
 * trap it as too fast, as the form counts (web/features/leads/leadTrap.ts): `minimum` ms after
 * the page's first contentful paint. Runs in the page (page.waitForFunction, or a Firefox or
 * WebKit tab's `evaluate`): it may use nothing but its argument. On a page whose clock
 * Playwright fakes, `performance` lists no paint: the form, and this, count from the clock's
 * install.
 */
export const formsAccept = (minimum: number) =>
  performance.now() >= (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0) + minimum;

/**
 * Waits until the lead forms of the page, opened by its address, take a submission: 3 s after
 * the first paint (docs/web-conventions.md). A test that sends one sooner would see it trapped
 * (shown as sent, never sent). On a page whose clock the test faked before opening it
 * (`page.clock.install()`), the clock jumps over what is left of the 3 s; on any other page they
 * pass in real time. Not for a form that appeared on a client-side navigation, which counts from
 * then.
 */
export async function waitUntilFormsAccept(page: Page) {
  const { faked, left } = await page.evaluate(
    (minimum) => ({
      // Playwright's fake `performance` is a plain object, not the browser's own.
      faked: !(performance instanceof Performance),
      left:
        (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0) +
        minimum -
        performance.now(),
    }),
    3000,
  );
  if (faked && left > 0) await page.clock.fastForward(Math.ceil(left));
  await page.waitForFunction(formsAccept, 3000);
}
