import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium";

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
  // The build under test is made by `npm test` with VITE_API_URL pointing at the local stand-in
  // backend, which `npm start` runs beside the emulators (backend/local.ts).
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
  ],
});
