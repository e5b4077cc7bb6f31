import type { Browser } from "@playwright/test";

const PHONE = { width: 375, height: 800 };
/** The network counts as idle once no request has been in flight for this long. */
const QUIET_MS = 500;
/** How long after the network went idle the second count is taken. */
const AFTER_IDLE_MS = 3000;
const GIVE_UP_MS = 60_000;

type Weight = { bytes: number; requests: number };
export type PageWeight = { atLoad: Weight; ownParts: Weight; afterIdle: Weight };

/** A page's own parts never fetch a `.data` file (it hydrates with what it was built with): a prefetch does. */
const isPrefetch = (url: string) => new URL(url).pathname.endsWith(".data");

/**
 * What a phone downloads for one page with an empty cache: the bytes received (as sent, so
 * gzipped where the host gzips, headers included) and the requests made, the document
 * included, when the load event fires and again 3 s after the network went idle; and what the
 * page asked for itself, its parts loaded after its first paint included: every request before
 * the first prefetch (web/shared/navigation/prefetch.ts starts once the network is quiet).
 */
export async function measureWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const now: Weight = { bytes: 0, requests: 0 };
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    let atLoad: Weight | undefined;
    let ownParts: Weight | undefined;
    const done = (requestId: string) => {
      inFlight.delete(requestId);
      lastActivity = Date.now();
    };
    // One CDP session: its network and load events arrive in the order they happened.
    cdp.on("Network.requestWillBeSent", ({ requestId, request, redirectResponse }) => {
      if (request.url.startsWith("data:")) return;
      if (isPrefetch(request.url)) ownParts ??= { ...now };
      // A redirect keeps its request id: count the hop, which has its own response.
      if (redirectResponse) now.bytes += redirectResponse.encodedDataLength;
      now.requests++;
      inFlight.add(requestId);
      lastActivity = Date.now();
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      if (!inFlight.has(requestId)) return;
      now.bytes += encodedDataLength;
      done(requestId);
    });
    cdp.on("Network.loadingFailed", ({ requestId }) => done(requestId));
    cdp.on("Page.loadEventFired", () => (atLoad ??= { ...now }));
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Page.enable");
    await page.goto(url, { waitUntil: "load" });
    const deadline = Date.now() + GIVE_UP_MS;
    while ((inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline)
      await page.waitForTimeout(100);
    await page.waitForTimeout(AFTER_IDLE_MS);
    if (!atLoad) throw new Error(`no load event on ${url}`);
    return { atLoad, ownParts: ownParts ?? { ...now }, afterIdle: { ...now } };
  } finally {
    await context.close();
  }
}
