import vm from "node:vm";
import type { RunOptions } from "axe-core";
import type { JSDOM } from "jsdom";
import { AXE_SOURCE, WCAG_22_AA } from "../../e2e/support/axe";

// axe-core run on a page as built, in jsdom, none of the page's scripts run, with the WCAG 2.2
// AA rules the browser tests run (tests/e2e/support/axe.ts) but those that need a rendered page.

/**
 * The rules that need the page rendered, which jsdom does not do: every element's box is
 * empty at 0,0 (getBoundingClientRect, scrollHeight, clientHeight), and there is no innerText,
 * canvas, elementFromPoint nor frame loaded. Each, run here on a page with a plain violation of
 * it added, reported none; every other rule of the set reported its own (or, like the browser,
 * "incomplete" where axe asks for a review).
 */
const NEED_RENDERING = [
  // Which colours are painted behind a text, found by the boxes under it: always "incomplete".
  "color-contrast",
  // A target's size and its distance to the next one, from their boxes: every one passes.
  "target-size",
  // A region that scrolls, found by its content being taller or wider than its box: none is.
  "scrollable-region-focusable",
  // A link in a block of text, found by its innerText and its place on screen: never applies.
  "link-in-text-block",
  // Whether a <marquee> is on screen, by its box: none is, and it passes.
  "marquee",
  // An <object>'s boxes (getClientRects), to tell whether it shows anything: an error.
  "object-alt",
  // An icon font's ligatures told from words by drawing them on a canvas: an error.
  "label-content-name-mismatch",
  // Whether a modal covers the page, by what lies at the window's centre (elementFromPoint):
  // an error as soon as a focusable element is in hidden content.
  "aria-hidden-focus",
  // The content of each frame, audited inside it: jsdom loads none here (iframes: false).
  "frame-focusable-content",
];

const OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: WCAG_22_AA },
  rules: Object.fromEntries(NEED_RENDERING.map((rule) => [rule, { enabled: false }])),
  resultTypes: ["violations"],
  iframes: false,
  // A violation names its element by its HTML: no CSS selector made for each element reported.
  selectors: false,
  ancestry: false,
};

// Compiled once, run in each page's window.
const axeScript = new vm.Script(AXE_SOURCE, { filename: "axe.min.js" });

/** The axe violations of a page parsed by jsdom, each as "rule (help): the element's HTML". */
export async function axeViolations(page: JSDOM): Promise<string[]> {
  axeScript.runInContext(page.getInternalVMContext());
  const { axe } = page.window as unknown as { axe: typeof import("axe-core") };
  try {
    const { violations } = await axe.run(page.window.document, OPTIONS);
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.help}): ${node.html.slice(0, 200)}`),
    );
  } finally {
    // The page stays parsed for the other tests: axe leaves it.
    delete (page.window as { axe?: unknown }).axe;
  }
}
