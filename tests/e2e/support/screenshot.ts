import path from "node:path";
import type { Page, PageAssertionsToHaveScreenshotOptions } from "@playwright/test";
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
 * pending, every image loaded (lazy ones too) and the site's own font in use. Inter is only
 * used when it arrives in time for the first paint (font-display: optional), as it does once
 * cached: the page is loaded once more, from the cache, before it is drawn.
 */
export async function settled(page: Page) {
  await untilQuiet(page);
  await page.reload();
  await untilQuiet(page);
  await page.evaluate(() => {
    for (const image of document.querySelectorAll("img")) image.loading = "eager";
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
}
