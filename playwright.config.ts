import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/tools/chromium";
import type { TestOptions } from "./tests/browsers/support/test";
import { E2E_STUDIO_URL } from "./tests/e2e/support/studio-origin";
import { SANITY_STAND_IN_URL, TEST_BUILDS, type TestBuildName } from "./tests/e2e/support/test-builds";

export const E2E_PORT = Number(process.env.E2E_PORT || 5055);
const baseURL = `http://localhost:${E2E_PORT}`;

/** The test projects of each browser: `npm run test:e2e` runs Chromium's, `npm run test:browsers` the others. */
export const CHROMIUM_PROJECTS = ["chromium"];
export const OTHER_BROWSER_PROJECTS = ["firefox-375", "firefox-1280", "webkit-1280"];

/** A server of the run, started before the tests and stopped after them (Playwright's `webServer`). */
const server = (command: string, url: string) => ({
  command: `node_modules/.bin/tsx ${command}`,
  url,
  reuseExistingServer: false,
  timeout: 180_000,
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

/** The test builds that were made, each served as the host serves it; the live one with its Sanity. */
function testBuildServers() {
  const made = (Object.keys(TEST_BUILDS) as TestBuildName[]).filter((name) =>
    existsSync(path.join(TEST_BUILDS[name].dir, "firebase.json")),
  );
  return [
    ...made.map((name) =>
      server(`tests/e2e/support/test-builds.ts serve ${name}`, `http://127.0.0.1:${TEST_BUILDS[name].port}`),
    ),
    ...(made.includes("live")
      ? [
          server(
            `tests/e2e/support/sanity-stand-in.ts ${TEST_BUILDS.live.sanityPort}`,
            `${SANITY_STAND_IN_URL}/__documents/siteSettings`,
          ),
        ]
      : []),
  ];
}

// The end-to-end tests, in one run: tests/e2e in Chromium, and tests/browsers in Firefox (375 and
// 1280 px) and WebKit (1280 px: its window cannot be narrower than 447 px), all against the same
// build and servers. Playwright drives Debian's Chromium; Firefox and WebKit are Debian's too,
// driven by puppeteer-core and selenium-webdriver (tests/browsers/support/). Of tests/browsers,
// those tagged @phone run at 375 px only, @wide at 1280 only, @once-per-engine in Firefox at 375
// px and in WebKit.
const otherBrowser = (name: string, use: TestOptions, grepInvert: RegExp) => ({
  name,
  testDir: "tests/browsers",
  use,
  grepInvert,
});
const siteUrl = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig<object, TestOptions>({
  fullyParallel: true,
  // Three on two cores: a test waits part of its time (a page settling, a server answering),
  // and a third worker fills those waits. 76 Chromium tests took 3.4 min with two workers
  // (the cores 24 % idle), 2.9 min with three (13 %), 2.9 min with four.
  workers: 3,
  globalSetup: "./tests/e2e/support/check-build.ts",
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: { baseURL, trace: "off" },
  projects: [
    {
      name: "chromium",
      testDir: "tests/e2e",
      use: {
        browserName: "chromium",
        launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
      },
    },
    otherBrowser("firefox-375", { engine: "firefox", width: 375, siteUrl }, /@wide/),
    otherBrowser("firefox-1280", { engine: "firefox", width: 1280, siteUrl }, /@phone|@once-per-engine/),
    otherBrowser("webkit-1280", { engine: "webkit", width: 1280, siteUrl }, /@phone/),
  ],
  // The build under test is made by `npm test` with VITE_API_URL pointing at the local stand-in
  // backend, which `npm start` runs beside the emulators (backend/local.ts). The test builds are
  // served beside it, for every spec that reads them (tests/e2e/support/test-builds.ts), and the
  // stand-in Presentation tool's page at the Studio's origin.
  webServer: [
    {
      command: "node_modules/.bin/tsx scripts/start.ts --no-build",
      url: baseURL,
      env: { PORT: String(E2E_PORT) },
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node_modules/.bin/tsx tests/e2e/support/presentation-page.ts",
      url: E2E_STUDIO_URL,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      stdout: "ignore",
      stderr: "pipe",
    },
    ...testBuildServers(),
  ],
});
