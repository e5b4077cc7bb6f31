import { expect, see, test } from "./support/test";
import { HEADING } from "./support/site";
import { headingOf, publicPages } from "../e2e/support/public-pages";

// Every public page in each engine and width: it answers, shows its heading, hydrates and fits
// the window's width, and (as every test here) logs no error and breaks no Content-Security-Policy.

for (const path of publicPages()) {
  test(`${path} answers, shows its heading, hydrates and fits the width`, async ({ tab }) => {
    const response = await fetch(new URL(path, tab.origin));
    expect(response.status, `${path} answers`).toBe(200);
    await tab.goto(path);
    await see(() => tab.text(HEADING)).toBe(headingOf(path));
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "pixels the page scrolls sideways").toBeLessThanOrEqual(0);
  });
}
