import { expect, type Page } from "@playwright/test";
import { paths } from "#content/paths.ts";

/**
 * A sign-up's or sign-in's success `message`, then the dashboard (or the area of it the guard was
 * asked for, `to`): the spec's 2 s later, jumped over on the page's clock, which the test fakes
 * (`test.use({ fakeClock: true })`).
 */
export async function expectDashboardAfter(page: Page, message: string, to: string = paths.dashboard) {
  await expect(page.getByRole("status")).toHaveText(message, { timeout: 15_000 });
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(to);
}
