import { expect, test as base } from "@playwright/test";
import type { BrowserTab, Engine } from "./browser-tab";
import { startErrorCapture, type ErrorCapture } from "./error-capture";
import { launchFirefox } from "./firefox-tab";
import { startWebKit } from "./webkit-tab";
import { findBrowsers } from "../../../scripts/tools/browsers";

export { expect };
export type { BrowserTab };

export type TestOptions = {
  /** The engine of the test project. */
  engine: Engine;
  /** The window's width of the test project, in CSS pixels. */
  width: number;
  /** The site, as the end-to-end tests serve it (playwright.config.ts). */
  siteUrl: string;
};

type Launcher = { open: (origin: string, width: number) => Promise<BrowserTab>; close: () => Promise<void> };

/**
 * Playwright Test runs these tests, but not their browsers: `tab` is a tab of Firefox or
 * WebKit (./browser-tab.ts), the worker's, which its tests share one after the other: it keeps
 * its HTTP cache and forgets all else between them (`forgetEverything`). Every test fails if a
 * page it opened logged an error or reported a Content-Security-Policy violation
 * (./error-capture.ts).
 */
export const test = base.extend<
  { tab: BrowserTab },
  TestOptions & { capture: ErrorCapture; launcher: Launcher; worker: { tab: BrowserTab } }
>({
  engine: ["firefox", { option: true, scope: "worker" }],
  width: [1280, { option: true, scope: "worker" }],
  siteUrl: ["", { option: true, scope: "worker" }],
  capture: [
    async ({ siteUrl }, provide) => {
      const capture = await startErrorCapture(siteUrl);
      await provide(capture);
      await capture.close();
    },
    { scope: "worker" },
  ],
  launcher: [
    async ({ engine }, provide) => {
      const browsers = findBrowsers();
      const launched =
        engine === "firefox" ? await launchFirefox(browsers.firefox) : await startWebKit(browsers);
      await provide(launched);
      await launched.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  worker: [
    async ({ launcher, capture, width }, provide) => {
      const worker = { tab: await launcher.open(capture.url, width) };
      await provide(worker);
      await worker.tab.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  tab: async ({ worker, launcher, capture, width }, provide) => {
    await provide(worker.tab);
    try {
      const errors = await capture.errors(await worker.tab.reports());
      expect(errors, "console errors and Content-Security-Policy violations").toEqual([]);
    } finally {
      // A tab the test left unusable (a hung page, a lost session, a database still open) is replaced.
      await worker.tab.forgetEverything().catch(async () => {
        await worker.tab.close().catch(() => undefined);
        worker.tab = await launcher.open(capture.url, width);
      });
    }
  },
});

/** Polls what a visitor sees until it matches, as Playwright's web-first assertions do. */
export const see = <T>(value: () => Promise<T>, message?: string) =>
  expect.poll(value, { message, intervals: [50, 100, 250] });
