import { languageOfPath } from "#content/languages.ts";
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

// In every document of the page (a string: the page runs it as written): the time of the click,
// and of the first frame after the next page's <h1> is in the document. Times are since the epoch
// (the time origin plus the page's clock) and the click's is kept in sessionStorage, so a click
// that ends in a document load (past the 3 s limit) is timed to the new document's heading too.
const WATCH_NAVIGATION = `({ to, heading }) => {
  const now = () => performance.timeOrigin + performance.now();
  addEventListener("click", () => sessionStorage.setItem("navClick", String(now())), { capture: true, once: true });
  const watch = () => {
    const observer = new MutationObserver(check);
    function check() {
      if (location.pathname !== to || document.querySelector("h1")?.textContent?.trim() !== heading) return;
      if (!sessionStorage.getItem("navClick")) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.__navShown = now()));
    }
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    check();
  };
  if (document.documentElement) watch();
  else addEventListener("DOMContentLoaded", watch, { once: true });
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

/** Where the site header's links are: the navbar's own list and its account links (HeaderShell.tsx). */
const HEADER_LINKS = ".navbar__inner a[href]";
/** A disclosure in the navbar (AgentsMenu.tsx): its links show while a mouse hovers it. */
const DROPDOWN = ".navbar__inner .dropdown";

/**
 * The pages the site header leads to from `from`, as a visitor sees them at 1280 px: every
 * link of the navbar, those of its dropdowns included, to a page of the site in the page's own
 * language (another language loads as a document), other than the page itself.
 */
export async function navbarDestinations(browser: Browser, baseUrl: string, from: string) {
  const page = await browser.newPage({ viewport: DESKTOP });
  try {
    await page.goto(baseUrl + from);
    await settle(page, 500);
    const hrefs = await page.$$eval(HEADER_LINKS, (links) =>
      links.flatMap((link) => {
        const href = link.getAttribute("href") ?? "";
        // Laid out (or in a dropdown a hover opens), and not held out of use (the account links
        // of the other sign-in state are kept in place, inert).
        const shown =
          (link.getClientRects().length > 0 || link.closest(".dropdown") !== null) &&
          !link.closest("[inert]");
        return shown && href.startsWith("/") && !href.includes("#") ? [href] : [];
      }),
    );
    return [...new Set(hrefs)].filter(
      (href) => href !== from && languageOfPath(href) === languageOfPath(from),
    );
  } finally {
    await page.close();
  }
}

const DESKTOP = { width: 1280, height: 800 };

/**
 * One client-side navigation as a visitor makes it: the page at `from` loaded and settled, the
 * navbar's link to `to` hovered for 300 ms (its dropdown opened by the pointer first, where the
 * link is in one), then clicked. Measured inside the page, from the click to the first frame
 * showing the next page's <h1> (`heading`).
 */
export async function measureNavigation(
  browser: Browser,
  baseUrl: string,
  { from, to, heading }: { from: string; to: string; heading: string },
  throttling: Throttling,
): Promise<NavigationResult> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  try {
    if (throttling === "slow-4g") {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    }
    await context.addInitScript(`(${WATCH_NAVIGATION})(${JSON.stringify({ to, heading })})`);
    await page.goto(baseUrl + from);
    await settle(page, 2000);
    const link = page.locator(`.navbar__inner a[href="${to}"]`).first();
    const dropdown = page.locator(DROPDOWN).filter({ has: page.locator(`a[href="${to}"]`) });
    if ((await dropdown.count()) > 0) await dropdown.first().locator("button").hover();
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
    await link.click();
    const timing = await page.waitForFunction(
      () => {
        const shown = (window as unknown as { __navShown?: number }).__navShown;
        return shown === undefined ? undefined : shown - Number(sessionStorage.getItem("navClick"));
      },
      null,
      { timeout: 30_000 },
    );
    return { ms: (await timing.jsonValue()) as number };
  } finally {
    await context.close();
  }
}
