import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";
import { WORKER_LOCALE, workerContext, type CspViolation, type WorkerContext } from "./worker-context";
import { CONTRACT_VALIDATOR_URL, throughContractValidator } from "./contract-validator";

export { expect, type Page } from "@playwright/test";
export type { CspViolation };

/** How long a page may take to hydrate: far longer than it ever does, shorter than a test. */
const HYDRATION_MS = 30_000;

/**
 * Waits until the page on screen has hydrated; a page that does not is named (`what`, read at
 * the failure) with its state.
 */
export async function hydrated(page: Page, what: () => string = () => page.url()) {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
      timeout: HYDRATION_MS,
    });
  } catch (error) {
    const state = await page
      .evaluate(() => `${location.pathname}: data-hydrated=${document.documentElement.dataset.hydrated}`)
      .catch(String);
    throw new Error(`${what()} did not hydrate within ${HYDRATION_MS / 1000} s (${state})`, { cause: error });
  }
}

/** Notes every Content-Security-Policy violation the context's pages report, into `sink()`. */
async function reportCspViolations(context: BrowserContext, sink: () => CspViolation[]) {
  await context.exposeBinding("__reportCspViolation", (_source, violation: CspViolation) => {
    sink().push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (violation: unknown) => void>).__reportCspViolation;
      report({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
}

type TestFixtures = {
  /**
   * A context of the test's own, as Playwright makes by default, instead of the worker's: for a
   * test of a first visit (an empty HTTP cache), of what a page stores, of the clock, or one that
   * needs a context option a page cannot take (locale, user agent, JavaScript off, storage state).
   */
  freshContext: boolean;
  /**
   * The page's clock faked (`page.clock.install()`) before the test opens a page, in a context of
   * the test's own: for the product's own timers (the 10 s limit, the 2 s redirect, a banner's 5 s),
   * which the test moves over instead of waiting them out.
   */
  fakeClock: boolean;
  /** Whether the test has a context of its own: it asked for one or for a fake clock. */
  ownContext: boolean;
  cspViolations: CspViolation[];
};

/**
 * Playwright's `test`, with these differences:
 * - A test's pages open in its worker's context (./worker-context.ts), which keeps its HTTP cache
 *   from test to test and forgets all else; `test.use({ freshContext: true })` gives a test a
 *   context of its own, `test.use({ fakeClock: true })` one with the page's clock faked.
 * - `page.goto` also waits until the page has hydrated: page code loads after the first paint,
 *   and a click before then is a plain browser navigation.
 * - Every test fails if any page it opened reported a Content-Security-Policy violation.
 * - With CONTRACT_VALIDATOR_URL set, every test fails on a call that broke the backend's contract
 *   (./contract-validator.ts).
 */
export const test = base.extend<TestFixtures, { worker: WorkerContext }>({
  freshContext: [false, { option: true }],
  fakeClock: [false, { option: true }],
  ownContext: async ({ freshContext, fakeClock }, provide) => provide(freshContext || fakeClock),
  worker: [
    async ({ browser }, provide, workerInfo) => {
      const shared = await workerContext(browser, workerInfo.project.use);
      await reportCspViolations(shared.context, () => shared.violations);
      await provide(shared);
      await shared.context.close();
    },
    { scope: "worker" },
  ],
  cspViolations: [
    async ({ context, ownContext, worker }, provide) => {
      const violations: CspViolation[] = [];
      if (ownContext) await reportCspViolations(context, () => violations);
      else worker.violations = violations;
      await provide(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  context: async (
    {
      ownContext,
      worker,
      browser,
      baseURL,
      viewport,
      reducedMotion,
      colorScheme,
      extraHTTPHeaders,
      locale,
      userAgent,
      javaScriptEnabled,
      storageState,
    },
    provide,
  ) => {
    if (ownContext) {
      const context = await browser.newContext({
        ...{ baseURL, viewport, reducedMotion, colorScheme, extraHTTPHeaders },
        ...{ locale, userAgent, javaScriptEnabled, storageState },
      });
      await provide(context);
      await context.close();
      return;
    }
    const asked = {
      locale: locale !== WORKER_LOCALE,
      userAgent: Boolean(userAgent),
      storageState: Boolean(storageState),
      javaScriptEnabled: !javaScriptEnabled,
    };
    const unshareable = Object.entries(asked).filter(([, differs]) => differs);
    if (unshareable.length)
      throw new Error(
        `${unshareable.map(([name]) => name).join(", ")} set: a page cannot take it in the worker's context; test.use({ freshContext: true })`,
      );
    await provide(worker.context);
    await worker.reset();
  },
  page: async (
    { page, ownContext, fakeClock, viewport, reducedMotion, colorScheme, extraHTTPHeaders },
    provide,
  ) => {
    if (fakeClock) await page.clock.install();
    if (!ownContext) {
      // What a context would set for each of its pages, set on the page.
      if (viewport) await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion, colorScheme });
      if (extraHTTPHeaders) await page.setExtraHTTPHeaders(extraHTTPHeaders);
    }
    const contractViolations = CONTRACT_VALIDATOR_URL
      ? await throughContractValidator(page, CONTRACT_VALIDATOR_URL)
      : [];
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A page opened from disk (file://) runs no scripts here: nothing to wait for. A test that
      // asks only for the painted page (domcontentloaded) may be holding the page's code back.
      const painted = options?.waitUntil === "domcontentloaded";
      const html = response?.headers()["content-type"]?.includes("text/html");
      if (response && !url.startsWith("file:") && html && !painted) await hydrated(page, () => url);
      return response;
    };
    await provide(page);
    // A call still in flight when the test ends (a backend held slow on purpose) is not checked.
    if (CONTRACT_VALIDATOR_URL) await page.unrouteAll({ behavior: "ignoreErrors" });
    expect(contractViolations, "calls that broke the backend's contract").toEqual([]);
  },
});
