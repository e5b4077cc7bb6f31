import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/tools/chromium";
import { E2E_STUDIO_URL } from "./tests/e2e/support/studio-origin";
import { TEST_BUILDS } from "./tests/e2e/support/test-builds";

export const E2E_PORT = Number(process.env.E2E_PORT || 5055);
const baseURL = `http://localhost:${E2E_PORT}`;

/** The build under test, served by `npm start`'s servers (the Firefox and WebKit run uses them too). */
export const MAIN_SERVER: Extract<PlaywrightTestConfig["webServer"], { command: string }> = {
  command: "node_modules/.bin/tsx scripts/start.ts --no-build",
  url: baseURL,
  env: { PORT: String(E2E_PORT) },
  reuseExistingServer: false,
  timeout: 180_000,
  gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  stdout: "ignore",
  stderr: "pipe",
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  globalSetup: "./tests/e2e/support/check-build.ts",
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  // The build under test is made by `npm test` with VITE_API_URL pointing at the local stand-in
  // backend, which `npm start` runs beside the emulators (backend/local.ts). The build after
  // publishing is served beside it, for every spec that reads it (tests/e2e/support/test-builds.ts),
  // and the stand-in Presentation tool's page at the Studio's origin.
  webServer: [
    MAIN_SERVER,
    {
      command: "node_modules/.bin/tsx tests/e2e/support/presentation-page.ts",
      url: E2E_STUDIO_URL,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      stdout: "ignore",
      stderr: "pipe",
    },
    ...(existsSync(path.join(TEST_BUILDS.published.dir, "firebase.json"))
      ? [
          {
            command: "node_modules/.bin/tsx tests/e2e/support/test-builds.ts serve published",
            url: `http://127.0.0.1:${TEST_BUILDS.published.port}`,
            reuseExistingServer: false,
            timeout: 180_000,
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
  ],
});
