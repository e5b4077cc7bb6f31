import { defineConfig } from "@playwright/test";
import chromium, { E2E_PORT, MAIN_SERVER } from "./playwright.config";
import type { TestOptions } from "./tests/browsers/support/test";

// The end-to-end tests that run in Firefox and WebKit (tests/browsers/), against the same build
// and servers as the Chromium ones (playwright.config.ts). Playwright Test runs them; the browsers
// are Debian's, driven by puppeteer-core and selenium-webdriver (tests/browsers/support/).
// WebKit's window cannot be narrower than 447 px: WebKit runs at 1280 only. Tests tagged @phone
// run only at 375 px, @wide only at 1280, @once-per-engine in Firefox at 375 and WebKit.
const siteUrl = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig<object, TestOptions>({
  testDir: "tests/browsers",
  fullyParallel: true,
  workers: 2,
  globalSetup: [chromium.globalSetup as string, "./tests/browsers/support/check-browsers.ts"],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  projects: [
    { name: "firefox-375", use: { engine: "firefox", width: 375, siteUrl }, grepInvert: /@wide/ },
    {
      name: "firefox-1280",
      use: { engine: "firefox", width: 1280, siteUrl },
      grepInvert: /@phone|@once-per-engine/,
    },
    { name: "webkit-1280", use: { engine: "webkit", width: 1280, siteUrl }, grepInvert: /@phone/ },
  ],
  webServer: MAIN_SERVER,
});
