import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium";
import { E2E_BACKEND_URL } from "./tests/e2e/support/recording-backend";

export const E2E_PORT = Number(process.env.E2E_PORT || 5055);
const baseURL = `http://localhost:${E2E_PORT}`;

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
  // The build under test is made by `npm test` with VITE_API_URL pointing at the recording backend.
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
      command: "node_modules/.bin/tsx tests/e2e/support/recording-backend.ts",
      url: `${E2E_BACKEND_URL}/__requests`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      stdout: "ignore",
    },
  ],
});
