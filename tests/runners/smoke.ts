import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureChromium } from "../../scripts/tools/chromium";
import { withEnvFiles } from "#web/shared/config/envFiles.server.ts";
import { bin, run } from "../../scripts/tools/processes";
import { baseOrigin, readSitemap, SMOKE_PLAN, SmokeInputError, type SmokePlan } from "../support/smoke";

// `npm run smoke -- <base URL> [--concurrency N] [-- <Playwright options>]`: every address of the
// site's sitemap.xml in Chromium, its redirects and a made-up address, one Playwright test each
// (tests/smoke/smoke.spec.ts). Exits 1 when a check fails, 2 when it cannot start (no URL, no
// site, no sitemap, no Chromium).
//
// The redirects come from the content, as the build reads it (the configured Sanity project,
// else the bundled dataset or CONTENT_SEED_FILE): the site cannot list its own redirects, and
// a redirect missing from the deployed site is just what this should catch.
try {
  let args;
  try {
    args = parseArgs({ options: { concurrency: { type: "string", default: "4" } }, allowPositionals: true });
  } catch (error) {
    throw new SmokeInputError((error as Error).message);
  }
  const [base, ...playwrightOptions] = args.positionals;
  const concurrency = Number(args.values.concurrency);
  const origin = baseOrigin(base);
  if (!(concurrency >= 1)) throw new SmokeInputError("--concurrency takes a number of pages, 1 or more");
  const addresses = await readSitemap(origin);
  // The build's configuration: process.env over the .env files' variables.
  Object.assign(process.env, withEnvFiles());
  const { listContentSlugs } = await import("#web/shared/sanity/contentSlugs.server.ts");
  const { redirects } = await listContentSlugs().catch((error: Error) => {
    throw new SmokeInputError(`the content's redirects cannot be read: ${error.message.split("\n")[0]}`);
  });
  try {
    process.env.CHROME_PATH = ensureChromium();
  } catch (error) {
    throw new SmokeInputError((error as Error).message);
  }
  const planDir = mkdtempSync(path.join(tmpdir(), "smoke-"));
  process.env[SMOKE_PLAN] = path.join(planDir, "plan.json");
  writeFileSync(
    process.env[SMOKE_PLAN],
    JSON.stringify({ origin, addresses, redirects } satisfies SmokePlan),
  );
  console.log(`Smoke test of ${origin}: ${addresses.length} addresses, ${concurrency} at a time…`);
  const config = ["--config", "playwright.smoke.config.ts", "--workers", String(concurrency)];
  process.exitCode = await run(bin("playwright"), ["test", ...config, ...playwrightOptions]);
  rmSync(planDir, { recursive: true, force: true });
} catch (error) {
  if (!(error instanceof SmokeInputError)) throw error;
  console.error(`smoke: ${error.message}`);
  process.exitCode = 2;
}
