import { expect, see, test } from "./support/test";
import { HEADING } from "./support/site";
import { headingOf } from "../e2e/support/public-pages";
import { requiredTranslationOf, singleton } from "../e2e/support/dataset";
import { clientAreaPages } from "../e2e/support/privacy";
import { readToTheEnd, scrollThrough } from "../e2e/support/scroll-reading";
import { templateVisits, type TemplateVisit } from "../e2e/support/templates";
import { paths } from "#content/paths.ts";

// The pages the Chromium tests visit, one of each template (../e2e/support/templates.ts), in each
// engine and width: each answers, shows its heading, hydrates, fits the window's width and has no
// axe violation (WCAG 2.2 AA) as loaded and once scrolled through; and (as every test here) logs
// no error, fails no load and breaks no Content-Security-Policy. Once per engine (where a test
// tagged @once-per-engine runs: Firefox at 375 px, WebKit at 1280) the page is read from its first
// paint while it hydrates, as in Chromium (../e2e/templates.spec.ts), and must never jump back;
// axe then checks it as the reading left it.

/** Whether this test project runs the tests tagged `tag` (playwright.config.ts). */
function runsTagged(tag: string) {
  const { grep, grepInvert } = test.info().project;
  const matches = (patterns: RegExp | RegExp[] | null) =>
    [patterns ?? []].flat().some((pattern) => {
      pattern.lastIndex = 0;
      return pattern.test(tag);
    });
  return matches(grep) && !matches(grepInvert);
}

/** Where a visit lands (a visitor who is not signed in meets sign-in for the client area), its status and heading. */
function expected({ path, kind, hostLanguage }: TemplateVisit) {
  if (clientAreaPages.includes(path))
    return { path: paths.signIn, status: 200, heading: headingOf(paths.signIn) };
  if (kind !== "notFound") return { path, status: 200, heading: headingOf(path) };
  const notFound = singleton("notFoundPage");
  const shown = hostLanguage ? requiredTranslationOf(notFound, hostLanguage) : notFound;
  return { path, status: 404, heading: shown.title };
}

for (const template of templateVisits()) {
  test(`${template.path} (${template.covers}) answers, shows its heading, hydrates, fits the width and has no axe violations; read from its first paint (once per engine), it never jumps back`, async ({
    tab,
  }) => {
    const landing = expected(template);
    const response = await fetch(new URL(template.path, tab.origin), {
      headers: template.hostLanguage ? { cookie: `firebase-language-override=${template.hostLanguage}` } : {},
    });
    expect(response.status, `${template.path} answers`).toBe(landing.status);
    if (template.hostLanguage) await tab.setCookie("firebase-language-override", template.hostLanguage);
    const read = runsTagged("@once-per-engine");
    if (read) {
      await tab.goto(template.path, { painted: true });
      // The client area's guard sends the visitor to sign in: what is read is that page, from when
      // it shows (its address comes first, the page and its scroll to the top after it).
      if (landing.path !== template.path) {
        await see(() => tab.location()).toBe(landing.path);
        await see(() => tab.text(HEADING)).toBe(landing.heading);
      }
      const { positions, jumpsBack, done } = await readToTheEnd(tab);
      expect(jumpsBack, `scroll positions: ${positions.join(", ")}`).toEqual([]);
      expect(done, "at the page's end, hydrated").toBe(true);
      await tab.evaluate(() => window.scrollTo(0, 0));
    } else await tab.goto(template.path);
    await see(() => tab.location()).toBe(landing.path);
    await see(() => tab.text(HEADING)).toBe(landing.heading);
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "pixels the page scrolls sideways").toBeLessThanOrEqual(0);
    await tab.settled();
    if (!read) {
      const asLoaded = await tab.violations();
      expect(asLoaded, `as loaded: ${JSON.stringify(asLoaded, null, 2)}`).toEqual([]);
      await tab.evaluate(scrollThrough);
    }
    const scrolled = await tab.violations();
    expect(scrolled, `scrolled through: ${JSON.stringify(scrolled, null, 2)}`).toEqual([]);
  });
}
