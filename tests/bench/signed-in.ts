import { chromium } from "@playwright/test";
import { DEMO_CUSTOMER } from "../../backend/local";
import { paths } from "#content/paths.ts";

/**
 * Signs the demo customer in, in the Chromium listening on `port` (Lighthouse's, before its run):
 * the session stays in that profile's storage, so the page Lighthouse loads next is signed in
 * (and, its HTTP cache cleared, loads every file again).
 */
export function signInDemoCustomer(baseUrl: string) {
  return async (port: number) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const page = await browser.contexts()[0].newPage();
      await page.goto(baseUrl + paths.signIn);
      await page.locator('[name="email"]').fill(DEMO_CUSTOMER.email);
      await page.locator('[name="password"]').fill(DEMO_CUSTOMER.password);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(`**${paths.dashboard}`, { timeout: 20_000 });
      // The session stays; the files the sign-in loaded do not, so the page is measured uncached.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.clearBrowserCache");
      await page.close();
    } finally {
      // Disconnects, and leaves the browser and its storage to Lighthouse.
      await browser.close();
    }
  };
}
