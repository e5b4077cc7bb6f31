import { CHROMIUM_PROJECTS, OTHER_BROWSER_PROJECTS } from "../../playwright.config";
import { ensureBrowsers } from "../../scripts/tools/browsers";
import { ensureChromium } from "../../scripts/tools/chromium";
import { buildSteps, TEST_BUILD_NAMES, testEndToEnd, writeEditedDataset } from "../support/end-to-end";
import { runSteps } from "../support/steps";

// `npm run test:e2e [-- playwright options]`: the Chromium tests of `npm test` on their own, from
// the same builds of the same edited content, made one after another; `npm run test:browsers` runs the
// Firefox and WebKit tests, which need the main build only. Any other argument goes to Playwright
// (a file, -g, --project).
const args = process.argv.slice(2);
const otherBrowsers = args.includes("--other-browsers");
const playwrightArgs = args.filter((arg) => arg !== "--other-browsers");
const projects = (otherBrowsers ? OTHER_BROWSER_PROJECTS : CHROMIUM_PROJECTS).flatMap((name) => [
  "--project",
  name,
]);

const seedFile = writeEditedDataset();
const builds = await runSteps(buildSteps(seedFile, otherBrowsers ? [] : TEST_BUILD_NAMES), 1);
let code = builds.every((build) => build.ok) ? 0 : 1;
if (code === 0) {
  if (otherBrowsers) ensureBrowsers();
  else process.env.CHROME_PATH = ensureChromium();
  code = await testEndToEnd(seedFile, [...(args.includes("--project") ? [] : projects), ...playwrightArgs]);
}
process.exit(code);
