import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

/** The rules of WCAG 2.2 at level AA, by axe's tags. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Every axe violation (WCAG 2.2 AA) of the page as it is now, within `include` (a selector) if
 * given. The page runs axe itself: @axe-core/playwright ends each run in a page of its own
 * (`runPartial`, then `finishRun` there), measured here at about 2 s a run (2 cores,
 * 2026-11-26) where the page's own `axe.run` took 0.2-0.4 s, with the same rules. A page with
 * frames still gets AxeBuilder, which audits inside each of them.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeResults["violations"]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
    return (await (include ? builder.include(include) : builder).analyze()).violations;
  }
  // Evaluated, not added as a <script>: the page's Content-Security-Policy would refuse it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  return page.evaluate(
    ([context, tags]) =>
      (window as unknown as { axe: typeof import("axe-core") }).axe
        .run(context ? { include: [context] } : document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
          iframes: false,
        })
        .then((results) => results.violations),
    [include ?? null, WCAG_22_AA] as const,
  );
}
