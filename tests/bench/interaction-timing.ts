import type { Browser, Locator, Page } from "@playwright/test";
import { settle } from "./navigation-timing";
import { paths } from "#content/paths.ts";

/** Lighthouse's mobile CPU slowdown, applied to a real page. */
const CPU_SLOWDOWN = 4;
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const SEARCH_WORD = "automation";

/** What a visitor does: only real input events while it is measured, no script run in the page. */
type Act = () => Promise<void>;

export type Interaction = {
  name: string;
  path: string;
  viewport: { width: number; height: number };
  /** Reaches the control, opening what must be open first (not measured), and returns the act. */
  prepare: (page: Page) => Promise<Act>;
};

/**
 * An interaction that clicks one control: the pointer comes to rest over it first (not measured,
 * as a visitor's mouse arrives before the click), then the button goes down and up. Playwright's
 * own click would run script in the page while it is measured.
 */
const clickOn =
  (control: (page: Page) => Locator) =>
  async (page: Page): Promise<Act> => {
    const target = control(page);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${target} is not on screen`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    return async () => {
      await page.mouse.down();
      await page.mouse.up();
    };
  };

export const INTERACTIONS: Interaction[] = [
  {
    name: "open the mobile menu",
    path: "/",
    viewport: PHONE,
    prepare: clickOn((page) => page.locator(".menu-button")),
  },
  {
    name: "switch a pricing tab",
    path: paths.pricing,
    viewport: PHONE,
    prepare: clickOn((page) => page.locator(".agent-plans--tabs [role=tab]").nth(1)),
  },
  {
    name: "switch an agent tab",
    path: paths.agent("data-analyst"),
    viewport: PHONE,
    prepare: clickOn((page) => page.locator(".agent-tabs [role=tab]").nth(1)),
  },
  {
    name: "type in site search",
    path: "/",
    viewport: DESKTOP,
    prepare: async (page) => {
      await page.locator(".navbar__inner > .search-button").click();
      await page.getByRole("searchbox").focus();
      return async () => {
        await page.keyboard.type(SEARCH_WORD, { delay: 150 });
        // The last keystroke's results render once Pagefind answers.
        await page.waitForTimeout(1000);
      };
    },
  },
  {
    name: "submit the empty sign-up form",
    path: paths.signUp,
    viewport: PHONE,
    prepare: clickOn((page) => page.locator("form button[type=submit]")),
  },
];

// In the page (a string: the page runs it as written): the Event Timing API as web-vitals reads
// it for INP, each interaction's longest event, from now on.
const OBSERVE_INTERACTIONS = `() => {
  const longest = (window.__interactions = new Map());
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  });
  observer.observe({ type: "event", durationThreshold: 16 });
  window.__takeInteractions = () => {
    observer.takeRecords().forEach((entry) => {
      if (entry.interactionId)
        longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    });
    return [...longest.values()];
  };
}`;

/**
 * One interaction on a fresh page load at 4x CPU slowdown, after the page has hydrated and its
 * network gone quiet: the duration of the longest interaction (the INP of those few
 * interactions, as web-vitals computes it), in ms; 0 when none took 16 ms or more.
 */
export async function measureInteraction(
  browser: Browser,
  baseUrl: string,
  interaction: Interaction,
): Promise<number> {
  const context = await browser.newContext({ viewport: interaction.viewport });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(baseUrl + interaction.path);
    await settle(page, 500);
    const act = await interaction.prepare(page);
    await page.waitForTimeout(500);
    await page.evaluate(`(${OBSERVE_INTERACTIONS})()`);
    await act();
    // Event Timing reports an interaction once its next frame has been presented.
    await page.waitForTimeout(1000);
    const durations = (await page.evaluate("window.__takeInteractions()")) as number[];
    return Math.max(0, ...durations);
  } finally {
    await context.close();
  }
}
