import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium";
import { withEnvFiles } from "./lib/environment";
import { baseOrigin, readSitemap, runSmoke, SmokeInputError, smokeSummary, smokeTable } from "./lib/smoke";

// `npm run smoke -- <base URL> [--concurrency N]`: every address of the site's sitemap.xml in
// Chromium, its redirects and a made-up address (scripts/lib/smoke.ts). Prints a table; exits
// 1 when a check fails, 2 when it cannot start (no URL, no site, no sitemap, no Chromium).
//
// The redirects come from the content, as the build reads it (the configured Sanity project,
// else the bundled dataset or CONTENT_SEED_FILE): the site cannot list its own redirects, and
// a redirect missing from the deployed site is just what this should catch.
let browser: Browser | undefined;
try {
  let args;
  try {
    args = parseArgs({ options: { concurrency: { type: "string", default: "4" } }, allowPositionals: true });
  } catch (error) {
    throw new SmokeInputError((error as Error).message);
  }
  const concurrency = Number(args.values.concurrency);
  const origin = baseOrigin(args.positionals[0]);
  if (!(concurrency >= 1)) throw new SmokeInputError("--concurrency takes a number of pages, 1 or more");
  const addresses = await readSitemap(origin);
  // The build's configuration: process.env over the .env files' variables.
  Object.assign(process.env, withEnvFiles());
  const { listContentSlugs } = await import("../web/contentSlugs.server");
  const { redirects } = await listContentSlugs().catch((error: Error) => {
    throw new SmokeInputError(`the content's redirects cannot be read: ${error.message.split("\n")[0]}`);
  });
  let executablePath: string;
  try {
    executablePath = ensureChromium();
  } catch (error) {
    throw new SmokeInputError((error as Error).message);
  }
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  console.log(`Smoke test of ${origin}: ${addresses.length} addresses, ${concurrency} at a time…`);
  const result = await runSmoke({
    base: origin,
    redirects,
    addresses,
    browser,
    concurrency,
    onRow: (row) => process.stdout.write(row.problems.length ? "F" : "."),
  });
  console.log(`\n\n${smokeTable(result.rows)}\n\n${smokeSummary(result)}`);
  process.exitCode = result.rows.some((row) => row.problems.length) ? 1 : 0;
} catch (error) {
  if (!(error instanceof SmokeInputError)) throw error;
  console.error(`smoke: ${error.message}`);
  process.exitCode = 2;
} finally {
  await browser?.close();
}
