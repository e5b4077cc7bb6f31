import type { Browser, BrowserContext } from "@playwright/test";

/** A `securitypolicyviolation` event as a page reported it. */
export type CspViolation = { page: string; directive: string; blocked: string; sample: string };

// A worker's browser context, which its tests share one after the other: the HTTP cache it keeps
// spares each test the download of what the tests before it loaded (the site's hashed assets,
// cached for good), as a returning visitor's browser would. Between tests it forgets everything
// else: its pages, cookies, permissions, routes and what each origin stored.

/** The locale of the worker's context: Playwright's default, which a test may not change in it. */
export const WORKER_LOCALE = "en-US";

/** What a page may have stored, but cookies (which Playwright clears) and the HTTP cache, kept. */
const STORAGE = "local_storage,indexeddb,websql,service_workers,cache_storage,file_systems";

export type WorkerContext = {
  context: BrowserContext;
  /** Where the running test's Content-Security-Policy violations go. */
  violations: CspViolation[];
  /** Forgets all the last test left but the HTTP cache. */
  reset(): Promise<void>;
};

export async function workerContext(
  browser: Browser,
  { baseURL }: { baseURL?: string },
): Promise<WorkerContext> {
  const context = await browser.newContext({ baseURL, locale: WORKER_LOCALE });
  const origins = new Set<string>();
  context.on("request", (request) => {
    const { origin, protocol } = new URL(request.url());
    if (protocol === "http:" || protocol === "https:") origins.add(origin);
  });
  // A faked clock cannot be taken off a context: a test that fakes it takes a context of its own.
  context.clock.install = () =>
    Promise.reject(new Error("page.clock.install() in the worker's context: test.use({ fakeClock: true })"));
  return {
    context,
    violations: [],
    async reset() {
      for (const page of context.pages()) await page.close();
      await context.clearCookies();
      await context.clearPermissions();
      await context.unrouteAll({ behavior: "ignoreErrors" });
      if (!origins.size) return;
      const blank = await context.newPage();
      const session = await context.newCDPSession(blank);
      for (const origin of origins)
        await session.send("Storage.clearDataForOrigin", { origin, storageTypes: STORAGE });
      await session.detach();
      await blank.close();
      origins.clear();
    },
  };
}
