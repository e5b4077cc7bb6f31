import type { Browser, Page } from "@playwright/test";

/** Chromium DevTools' "Slow 4G" and 4x CPU slowdown: Lighthouse's mobile settings, applied to a real page. */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;
const HOVER_MS = 300;

export type Throttling = "none" | "slow-4g";

type NavigationResult = {
  /** From the click to the next page's <h1> on screen, in ms. */
  ms: number;
};

// In the page (a string: the page runs it as written): the time of the click, and of the first
// frame after the next page's <h1> is in the document.
const WATCH_NAVIGATION = `({ to, heading }) => {
  const timing = (window.__navTiming = {});
  document.addEventListener("click", () => (timing.click = performance.now()), { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (location.pathname !== to || document.querySelector("h1")?.textContent?.trim() !== heading) return;
    observer.disconnect();
    requestAnimationFrame(() => (timing.shown = performance.now()));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}`;

/** Waits until the page has hydrated and the network has been quiet for `quietMs`, as a reader would. */
export async function settle(page: Page, quietMs: number) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    timeout: 60_000,
  });
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on("request", touch);
  page.on("requestfinished", touch);
  const deadline = Date.now() + 30_000;
  while (Date.now() - last < quietMs && Date.now() < deadline) await page.waitForTimeout(100);
  page.off("request", touch);
  page.off("requestfinished", touch);
}

/**
 * One client-side navigation as a visitor makes it: the page at `from` loaded and settled, the
 * first visible link to `to` hovered for 300 ms, then clicked. Measured inside the page, from
 * the click to the first frame showing the next page's <h1> (`heading`).
 */
export async function measureNavigation(
  browser: Browser,
  baseUrl: string,
  { from, to, heading }: { from: string; to: string; heading: string },
  throttling: Throttling,
): Promise<NavigationResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    if (throttling === "slow-4g") {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    }
    await page.goto(baseUrl + from);
    await settle(page, 2000);
    const link = page.locator(`a[href="${to}"]:visible`).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
    await page.evaluate(`(${WATCH_NAVIGATION})(${JSON.stringify({ to, heading })})`);
    await link.click();
    const timing = await page.waitForFunction(
      () => {
        const t = (window as unknown as { __navTiming: { click: number; shown?: number } }).__navTiming;
        return t.shown === undefined ? undefined : t.shown - t.click;
      },
      null,
      { timeout: 30_000 },
    );
    return { ms: (await timing.jsonValue()) as number };
  } finally {
    await context.close();
  }
}
