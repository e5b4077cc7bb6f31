import { expect, test as base, type Page } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

/** A `securitypolicyviolation` event as a page reported it. */
export type CspViolation = { page: string; directive: string; blocked: string; sample: string };

/** How long a page may take to hydrate: far longer than it ever does, shorter than a test. */
const HYDRATION_MS = 30_000;

/**
 * Waits until the page on screen has hydrated; a page that does not is named (`what`, read at
 * the failure) with its state.
 */
export async function hydrated(page: Page, what: () => string = () => page.url()) {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
      timeout: HYDRATION_MS,
    });
  } catch (error) {
    const state = await page
      .evaluate(() => `${location.pathname}: data-hydrated=${document.documentElement.dataset.hydrated}`)
      .catch(String);
    throw new Error(`${what()} did not hydrate within ${HYDRATION_MS / 1000} s (${state})`, { cause: error });
  }
}

/**
 * Playwright's `test`, whose `page.goto` also waits until the page has hydrated: page code
 * loads after the first paint, and a click before then is a plain browser navigation.
 * Every test also fails if any page it opened reported a Content-Security-Policy violation.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, provide) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding("__reportCspViolation", (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as Record<string, (violation: unknown) => void>)
            .__reportCspViolation;
          report({
            page: location.pathname,
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
          });
        });
      });
      await provide(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A page opened from disk (file://) runs no scripts here: nothing to wait for. A test that
      // asks only for the painted page (domcontentloaded) may be holding the page's code back.
      const painted = options?.waitUntil === "domcontentloaded";
      const html = response?.headers()["content-type"]?.includes("text/html");
      if (response && !url.startsWith("file:") && html && !painted) await hydrated(page, () => url);
      return response;
    };
    await provide(page);
  },
});
