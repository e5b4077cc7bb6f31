import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { untilSettled } from "./support/quiet";
import { publicRoutes } from "./support/routes";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every axe violation (WCAG 2.2 AA) of the page as it is now, with up to five of its elements. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
}

/**
 * Scrolls through the whole page, as a visitor reading it, and back to the top. Each step waits
 * for two frames, or 1 s at most: twice in 82 runs on /terms-conditions (2026-11-24) the
 * scroll did not end within the test's minute, waiting for a frame; the cause is not found. A
 * page whose main thread is stuck still fails, at the axe run that follows.
 */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    const frame = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]);
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });

for (const width of [1280, 375]) {
  test.describe(`axe (WCAG 2.2 AA) at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of publicRoutes()) {
      test(`${route} hydrates cleanly and has no violations, as loaded and once scrolled through`, async ({
        page,
      }) => {
        const errors: string[] = [];
        page.on("console", (message) => {
          // The host answers unknown paths with 404, which the browser logs as a failed load.
          if (message.type() === "error" && !message.text().includes("404")) errors.push(message.text());
        });
        page.on("pageerror", (error) => errors.push(error.message));
        await page.goto(route);
        await untilSettled(page);
        expect(errors, "console errors").toEqual([]);
        // As loaded, unscrolled: what Lighthouse audits, and what a visitor first meets.
        const asLoaded = await violations(page);
        expect(asLoaded, `as loaded: ${JSON.stringify(asLoaded, null, 2)}`).toEqual([]);
        // Scrolling starts what waits for the viewport (the gallery's carousel, lazy images).
        await scrollThrough(page);
        const scrolled = await violations(page);
        expect(scrolled, `scrolled through: ${JSON.stringify(scrolled, null, 2)}`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "no horizontal scroll").toBeLessThanOrEqual(0);
      });
    }
  });
}
