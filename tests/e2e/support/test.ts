import { test as base } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

/**
 * Playwright's `test`, whose `page.goto` also waits until the page has hydrated: page code
 * loads after the first paint, and a click before then is a plain browser navigation.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A page opened from disk (file://) runs no scripts here: nothing to wait for.
      if (response && !url.startsWith("file:") && response.headers()["content-type"]?.includes("text/html"))
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      return response;
    };
    await provide(page);
  },
});
