import { ensureBrowsers } from "./lib/browsers";
import { ensureChromium } from "./lib/chromium";
import { buildForEndToEnd, OTHER_BROWSERS_CONFIG, testEndToEnd, writeEditedDataset } from "./lib/end-to-end";

// `npm run test:e2e [-- playwright options]`: the end-to-end step of `npm test` on its own, the
// same build from the same edited content; `npm run test:browsers` runs the Firefox and WebKit
// step. Any other argument goes to Playwright (a file, -g, --project).
const args = process.argv.slice(2);
const otherBrowsers = args.includes("--other-browsers");
const playwrightArgs = args.filter((arg) => arg !== "--other-browsers");

const seedFile = writeEditedDataset();
let code = await buildForEndToEnd(seedFile);
if (code === 0) {
  if (otherBrowsers) ensureBrowsers();
  else process.env.CHROME_PATH = ensureChromium();
  code = await testEndToEnd(
    seedFile,
    otherBrowsers ? [...OTHER_BROWSERS_CONFIG, ...playwrightArgs] : playwrightArgs,
  );
}
process.exit(code);
