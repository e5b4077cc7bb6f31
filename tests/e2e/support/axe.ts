import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

/** The rules of WCAG 2.2 at level AA, by axe's tags. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core, as a script that defines `window.axe` wherever it runs (in a function's body too). */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** An axe violation, in short: its rule, impact, help and up to five of its elements. */
export type Violation = { id: string; impact?: string | null; help: string; targets: string[] };

/** Runs in the page, once axe is there: the violations of WCAG 2.2 AA rules in the document. */
export function violationsInPage(tags: string[]): Promise<Violation[]> {
  const { axe } = window as unknown as { axe: typeof import("axe-core") };
  return axe
    .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], iframes: false })
    .then((results) =>
      results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      })),
    );
}

/** Loads axe into the page once: evaluated, not added as a <script>, which the page's policy would refuse. */
async function loadAxe(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(`${AXE_SOURCE}\n;undefined`);
}

/** Every axe violation (WCAG 2.2 AA) of the page as it is now, in short (`Violation`). */
export async function violations(page: Page): Promise<Violation[]> {
  await loadAxe(page);
  return page.evaluate(violationsInPage, WCAG_22_AA);
}

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
  await loadAxe(page);
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
