import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/tools/chromium";

// The smoke test of a served site: `npm run smoke -- <base URL>` (tests/runners/smoke.ts) plans the
// run and starts this config; --concurrency sets its workers.
export default defineConfig({
  testDir: "tests/smoke",
  outputDir: "test-results/smoke",
  fullyParallel: true,
  retries: 0,
  timeout: 120_000,
  reporter: [["list"]],
  use: { launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS } },
  projects: [{ name: "smoke", use: { browserName: "chromium" } }],
});
