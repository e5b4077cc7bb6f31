import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { STAND_IN_URL } from "../../../backend/local";
import { toNdjson } from "#content/ndjson.ts";
import { startEmulators } from "../../../scripts/tools/emulators";
import { bin, run } from "../../../scripts/tools/processes";
import { E2E_STUDIO_URL } from "./studio-origin";

// The builds the end-to-end tests need beside the main one (build/): with it, the three builds of
// a test run. Each is made once before the tests run (`npm test`, `npm run test:e2e`:
// tests/support/end-to-end.ts) from the dataset the main build read (CONTENT_SEED_FILE), and each
// serves every spec that needs it (playwright.config.ts serves them). Inside the project, so the
// prerender step resolves the project's packages. Not 5060/5061: Chromium refuses those ports (SIP).
export const TEST_BUILDS = {
  /** The dataset after publishing (./published-dataset.ts), served by playwright.config.ts. */
  published: { dir: ".cache/e2e-builds/published", port: 5076 },
  /**
   * Built for the services a deployment configures: a Sanity project, the stand-in of Sanity's
   * query API (./sanity-stand-in.ts) at sanityPort, whose published content the browser reads
   * live; an analytics collector (backend/plausible/collector.ts) at collectorPort; and the stand-in backend.
   */
  live: { dir: ".cache/e2e-builds/live", port: 5072, sanityPort: 5071, collectorPort: 5087 },
} as const;

export type TestBuildName = keyof typeof TEST_BUILDS;

/** Where the live build's stand-in of Sanity's query API answers (playwright.config.ts serves it). */
export const SANITY_STAND_IN_URL = `http://127.0.0.1:${TEST_BUILDS.live.sanityPort}`;

/** A test build's folder, its client folder and the address it is served at; throws when it was not built. */
export function testBuild(name: TestBuildName) {
  const { dir, port } = TEST_BUILDS[name];
  if (!existsSync(path.join(dir, "firebase.json")))
    throw new Error(
      `The test build "${name}" (${dir}) is missing: run \`npm run test:e2e\`, which makes it.`,
    );
  return { dir, client: path.resolve(dir, "client"), url: `http://localhost:${port}` };
}

/** Serves a test build as the host would (the Hosting emulator alone: the main server runs the Auth emulator). */
export const serveTestBuild = (name: TestBuildName) =>
  startEmulators(TEST_BUILDS[name].port, { buildDir: testBuild(name).dir, hostingOnly: true });

/** Builds one test build from CONTENT_SEED_FILE; resolves with the build's exit code. */
async function buildTestBuild(name: TestBuildName): Promise<number> {
  const build = (env: Record<string, string>) =>
    run(bin("react-router"), ["build"], {
      env: { ...process.env, ...env, BUILD_DIR: TEST_BUILDS[name].dir },
      stdio: ["ignore", "ignore", "inherit"],
    });
  if (name === "published") {
    // Imported here: the dataset modules read CONTENT_SEED_FILE as they load.
    const { publishedDataset } = await import("./published-dataset");
    const seedFile = path.resolve(TEST_BUILDS.published.dir, "..", "published.ndjson");
    mkdirSync(path.dirname(seedFile), { recursive: true });
    writeFileSync(seedFile, toNdjson(publishedDataset().documents));
    return build({
      CONTENT_SEED_FILE: seedFile,
      VITE_API_URL: STAND_IN_URL,
      VITE_SANITY_STUDIO_URL: E2E_STUDIO_URL,
    });
  }
  if (name === "live") {
    const { startSanityStandIn } = await import("./sanity-stand-in");
    const sanity = startSanityStandIn(TEST_BUILDS.live.sanityPort);
    try {
      return await build({
        VITE_SANITY_PROJECT_ID: "e2e",
        VITE_SANITY_DATASET: "production",
        VITE_SANITY_API_HOST: `http://127.0.0.1:${TEST_BUILDS.live.sanityPort}`,
        VITE_ANALYTICS_URL: `http://127.0.0.1:${TEST_BUILDS.live.collectorPort}`,
        VITE_API_URL: STAND_IN_URL,
      });
    } finally {
      await sanity.close();
    }
  }
  throw new Error(`No test build ${name}`);
}

// `tsx tests/e2e/support/test-builds.ts build <name>` (with CONTENT_SEED_FILE set), or `serve <name>`
// until stopped (playwright.config.ts).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [command, name] = process.argv.slice(2) as ["build" | "serve", TestBuildName];
  if (!(name in TEST_BUILDS) || !["build", "serve"].includes(command))
    throw new Error(
      `Usage: tsx tests/e2e/support/test-builds.ts build|serve ${Object.keys(TEST_BUILDS).join("|")}`,
    );
  if (command === "build") process.exitCode = await buildTestBuild(name);
  else {
    const site = await serveTestBuild(name);
    for (const signal of ["SIGINT", "SIGTERM"] as const)
      process.on(signal, () => void site.stop().then(() => process.exit(0)));
  }
}
