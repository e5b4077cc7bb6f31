import { expect, see, test } from "./support/test";
import { HEADING } from "./support/site";
import { headingOf, publicPages } from "../e2e/support/public-pages";
import { readToTheEnd } from "../e2e/support/scroll-reading";

// Every public page in each engine and width, one load each: it answers, shows its heading,
// hydrates and fits the window's width, and (as every test here) logs no error and breaks no
// Content-Security-Policy. Once per engine (where a test tagged @once-per-engine runs: Firefox
// at 375 px, WebKit at 1280) the same load is scrolled from its first paint while it hydrates,
// as in Chromium (tests/e2e/every-page.spec.ts), and must never jump back.

/** Whether this test project runs the tests tagged `tag` (playwright.browsers.config.ts). */
function runsTagged(tag: string) {
  const { grep, grepInvert } = test.info().project;
  const matches = (patterns: RegExp | RegExp[] | null) =>
    [patterns ?? []].flat().some((pattern) => {
      pattern.lastIndex = 0;
      return pattern.test(tag);
    });
  return matches(grep) && !matches(grepInvert);
}

for (const path of publicPages()) {
  test(`${path} answers, shows its heading, hydrates and fits the width; scrolled from its first paint (once per engine), it never jumps back`, async ({
    tab,
  }) => {
    const response = await fetch(new URL(path, tab.origin));
    expect(response.status, `${path} answers`).toBe(200);
    if (runsTagged("@once-per-engine")) {
      await tab.goto(path, { painted: true });
      const { positions, jumpsBack, done } = await readToTheEnd(tab);
      expect(jumpsBack, `scroll positions: ${positions.join(", ")}`).toEqual([]);
      expect(done, "at the page's end, hydrated").toBe(true);
    } else await tab.goto(path);
    await see(() => tab.text(HEADING)).toBe(headingOf(path));
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "pixels the page scrolls sideways").toBeLessThanOrEqual(0);
  });
}
