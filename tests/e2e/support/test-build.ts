import type { TestInfo } from "@playwright/test";
import { bin, run } from "../../../scripts/lib/processes";

/**
 * Builds the site for one test, with `env` over the environment (a copy of the dataset as
 * CONTENT_SEED_FILE, a backend's URL…), into the test's output folder: inside the project, so
 * the prerender step resolves the project's packages. Returns the build's folder.
 */
export async function buildForTest(testInfo: TestInfo, env: Record<string, string>): Promise<string> {
  const buildDir = testInfo.outputPath("build");
  const code = await run(bin("react-router"), ["build"], {
    env: { ...process.env, ...env, BUILD_DIR: buildDir },
    stdio: "ignore",
  });
  if (code !== 0) throw new Error(`the test's build failed (exit ${code})`);
  return buildDir;
}
