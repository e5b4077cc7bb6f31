import type { StdioOptions } from "node:child_process";
import { ensureBrowsers } from "./tools/browsers";
import { ensureChromium } from "./tools/chromium";
import {
  buildForEndToEnd,
  buildTestBuild,
  OTHER_BROWSERS_CONFIG,
  TEST_BUILD_NAMES,
  testEndToEnd,
  writeEditedDataset,
} from "../tests/support/end-to-end";
import { runSteps } from "../tests/support/steps";

// `npm run test:e2e [-- playwright options]`: the end-to-end step of `npm test` on its own, the
// same builds from the same edited content, two at a time; `npm run test:browsers` runs the
// Firefox and WebKit step, which needs the main build only. Any other argument goes to
// Playwright (a file, -g, --project).
const args = process.argv.slice(2);
const otherBrowsers = args.includes("--other-browsers");
const playwrightArgs = args.filter((arg) => arg !== "--other-browsers");

const seedFile = writeEditedDataset();
const builds = await runSteps(
  [
    { name: "build", action: (stdio) => buildForEndToEnd(seedFile, { stdio }) },
    ...(otherBrowsers ? [] : TEST_BUILD_NAMES).map((name) => ({
      name: `build: ${name}`,
      action: (stdio: StdioOptions) => buildTestBuild(seedFile, name, { stdio }),
    })),
  ],
  2,
);
let code = builds.every((build) => build.ok) ? 0 : 1;
if (code === 0) {
  if (otherBrowsers) ensureBrowsers();
  else process.env.CHROME_PATH = ensureChromium();
  code = await testEndToEnd(
    seedFile,
    otherBrowsers ? [...OTHER_BROWSERS_CONFIG, ...playwrightArgs] : playwrightArgs,
  );
}
process.exit(code);
