import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { untilQuiet } from "./support/quiet";
import { publicRoutes } from "./support/routes";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const width of [1280, 375]) {
  test.describe(`axe (WCAG 2.2 AA) at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of publicRoutes()) {
      test(`${route} hydrates cleanly and has no serious or critical violations`, async ({ page }) => {
        const errors: string[] = [];
        page.on("console", (message) => {
          // The host answers unknown paths with 404, which the browser logs as a failed load.
          if (message.type() === "error" && !message.text().includes("404")) errors.push(message.text());
        });
        page.on("pageerror", (error) => errors.push(error.message));
        await page.goto(route);
        await untilQuiet(page);
        expect(errors, "console errors").toEqual([]);
        // Sections out of view are not laid out (content-visibility: auto) and hold a placeholder
        // size until they have been seen: scrolled through once, as a visitor reading it, each
        // has its real size, so axe finds every text over its own background.
        await page.evaluate(async () => {
          const frame = () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await frame();
          }
          window.scrollTo(0, 0);
          await frame();
        });
        const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => ({
            id: violation.id,
            help: violation.help,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
          }));
        expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "no horizontal scroll").toBeLessThanOrEqual(0);
      });
    }
  });
}
