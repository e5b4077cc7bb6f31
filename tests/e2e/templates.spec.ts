import path from "node:path";
import { expect, hydrated, test, type Page } from "./support/test";
import { violations } from "./support/axe";
import { collectErrors } from "./support/hydration";
import { ACCOUNT_PAGES, clientAreaPages, signInScripts } from "./support/privacy";
import { headingOf } from "./support/public-pages";
import { paths } from "#content/paths.ts";
import { untilQuiet, untilSettled } from "./support/quiet";
import { templateVisits, type TemplateVisit } from "./support/templates";
import { readToTheEnd, scrollThrough, WHEEL_NOTCH } from "./support/scroll-reading";
import { noteHydration, scriptsBeforeHydration } from "./support/before-hydration";
import { EVERY_BLOCK_SLUG } from "./support/changed-dataset";
import { gzippedBytes, HYDRATION_BUDGET } from "../bench/hydration-budget";

// One page of each template (./support/templates.ts), as a visitor who never signed in meets
// it, once at each width: it hydrates without a console error or a failed load, has no axe
// violation (WCAG 2.2 AA), fits the width and, but on the account pages, asks nothing of another
// origin and loads no sign-in code (./support/privacy.ts). Every other document is checked as a
// built file (tests/build/). Firefox and WebKit visit the same pages (tests/browsers/templates.spec.ts).
// - At 1280 px, scrolled from its first paint while it hydrates, the page must never jump back
//   (./support/scroll-reading.ts); back at its top and settled, axe checks it as the reading
//   left it, what waits for the viewport started.
// - At 375 px, the JavaScript it loaded before it hydrated is within its kind's budget
//   (tests/bench/hydration-budget.ts); axe checks it settled and unscrolled, as Lighthouse
//   audits it and as a visitor first meets it, and once more scrolled through.

const SIGN_IN_SCRIPTS = signInScripts();

/**
 * Opens the visit's page in a way that can be read from its first paint, noting from before it
 * opens its console errors, uncaught errors and requests. The check it returns fails on an
 * error and, but on the account pages (where the Firebase SDK loads for everyone), on a request
 * to another origin than the site's or a script with sign-in code.
 */
async function visit(page: Page, { path, hostLanguage }: TemplateVisit, origin: string) {
  const errors = collectErrors(page, path);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  if (hostLanguage)
    await page
      .context()
      .addCookies([{ name: "firebase-language-override", value: hostLanguage, url: origin }]);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  // A client-area page sends a visitor who never signed in to sign in: the page under test is that
  // one, from when it shows (its address comes first, the page and its scroll to the top after
  // it). On a loaded machine the redirect may load sign-in as a document: read or audited before
  // it lands, the test would race it.
  if (clientAreaPages.includes(path)) {
    await page.waitForURL((url) => url.pathname === paths.signIn);
    await expect(page.getByRole("heading", { level: 1, name: headingOf(paths.signIn) })).toBeVisible();
  }
  return {
    errors,
    async check() {
      expect(errors, "console errors").toEqual([]);
      if (ACCOUNT_PAGES.includes(path)) return;
      const elsewhere = requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith("data:"));
      expect(elsewhere, "requests to other origins").toEqual([]);
      const signIn = requests.filter((url) => SIGN_IN_SCRIPTS.has(new URL(url).pathname));
      expect(signIn, "scripts with sign-in code").toEqual([]);
    },
  };
}

async function expectFits(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no horizontal scroll").toBeLessThanOrEqual(0);
}

const READING = { width: 1280, height: 800 };

test.describe(`at ${READING.width} px, ${READING.height} px high`, () => {
  test.use({ viewport: READING });
  for (const template of templateVisits()) {
    test(`${template.path} (${template.covers}): scrolled from its first paint, it never jumps back, hydrates cleanly, has no axe violations and fits the width`, async ({
      page,
      baseURL,
    }) => {
      const opened = await visit(page, template, new URL(baseURL!).origin);
      await page.mouse.move(2, READING.height / 2);
      const { positions, jumpsBack, done } = await readToTheEnd({
        scrollDown: () => page.mouse.wheel(0, WHEEL_NOTCH),
        evaluate: (fn) => page.evaluate(fn),
      });
      expect(jumpsBack, `scroll positions: ${positions.join(", ")}`).toEqual([]);
      expect(done, "at the page's end, hydrated").toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await untilSettled(page);
      expect(opened.errors, "console errors").toEqual([]);
      const read = await violations(page);
      expect(read, `after the reading, back at the top: ${JSON.stringify(read, null, 2)}`).toEqual([]);
      await expectFits(page);
      await opened.check();
    });
  }
});

const CLIENT = path.resolve(process.env.BUILD_DIR || "build", "client");

/** The JavaScript a page of this template may load before it has hydrated (tests/bench/hydration-budget.ts). */
function hydrationBudget({ path: address, kind }: TemplateVisit) {
  const key = address === paths.page(EVERY_BLOCK_SLUG) ? "everyBlock" : kind;
  const budget = HYDRATION_BUDGET[key];
  if (budget === undefined)
    throw new Error(`${address}: no budget for a page of kind ${key} in HYDRATION_BUDGET`);
  return budget;
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 900 } });
  for (const template of templateVisits()) {
    test(`${template.path} (${template.covers}) hydrates cleanly within its budget of JavaScript, has no axe violations as loaded and once scrolled through and fits the width`, async ({
      page,
      baseURL,
    }) => {
      await noteHydration(page);
      const opened = await visit(page, template, new URL(baseURL!).origin);
      await hydrated(page);
      const scripts = await scriptsBeforeHydration(page);
      expect(
        gzippedBytes(CLIENT, scripts),
        `JavaScript before the page hydrated, gzipped (${scripts.length} files): ${scripts.join(" ")}`,
      ).toBeLessThanOrEqual(hydrationBudget(template));
      await untilSettled(page);
      expect(opened.errors, "console errors").toEqual([]);
      // As loaded, unscrolled: what Lighthouse audits, and what a visitor first meets.
      const asLoaded = await violations(page);
      expect(asLoaded, `as loaded: ${JSON.stringify(asLoaded, null, 2)}`).toEqual([]);
      // Scrolling starts what waits for the viewport (the gallery's carousel, lazy images).
      await page.evaluate(scrollThrough);
      const scrolled = await violations(page);
      expect(scrolled, `scrolled through: ${JSON.stringify(scrolled, null, 2)}`).toEqual([]);
      await expectFits(page);
      // What the scrolling started has arrived.
      await untilQuiet(page);
      await opened.check();
    });
  }
});
