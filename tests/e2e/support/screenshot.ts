import path from "node:path";
import type { Page, PageAssertionsToHaveScreenshotOptions } from "@playwright/test";
import { FONT_CACHED_KEY } from "#web/shared/privacy/storageKeys.ts";
import { INTER_MARK } from "#web/shared/styles/fontSwitch.ts";
import { untilQuiet } from "./quiet";

/** How every committed screenshot is compared. */
export const SCREENSHOT: PageAssertionsToHaveScreenshotOptions = {
  animations: "disabled",
  caret: "hide",
  stylePath: path.join(import.meta.dirname, "screenshot.css"),
  // Font hinting and antialiasing move a few pixels between runs and machines.
  maxDiffPixelRatio: 0.02,
  threshold: 0.25,
};

/**
 * Waits until the page is drawn as a visitor sees it once everything has arrived: no request
 * pending, every image loaded (lazy ones too) and the site's own font in use. A page is drawn in
 * Inter from its start once the browser has the file, which the first page fetches after its
 * load (web/shared/styles/useInterFromNextPage.ts): the page is loaded once more, from the cache.
 */
export async function settled(page: Page) {
  await untilQuiet(page);
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, FONT_CACHED_KEY);
  await page.reload();
  await untilQuiet(page);
  await page.waitForFunction(
    ({ attribute, value }) => document.documentElement.getAttribute(attribute) === value,
    INTER_MARK,
  );
  await page.evaluate(() => {
    for (const image of document.querySelectorAll("img")) image.loading = "eager";
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
}
