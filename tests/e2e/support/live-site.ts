import type { TestInfo } from "@playwright/test";
import { startEmulators, type Emulators } from "../../../scripts/lib/emulators";
import { startFakeSanity } from "./fake-sanity";
import { buildForTest } from "./test-build";

export type LiveSite = { sanity: ReturnType<typeof startFakeSanity>; site: Emulators };

/**
 * The site built for a Sanity project, served by the hosting emulator at `sitePort`, its project
 * a local stand-in of Sanity's query API at `sanityPort` (fake-sanity.ts) that the build and the
 * browser both read. Not 5060/5061: Chromium refuses those ports (SIP).
 */
export async function startLiveSite(
  testInfo: TestInfo,
  { sanityPort, sitePort }: { sanityPort: number; sitePort: number },
): Promise<LiveSite> {
  const sanity = startFakeSanity(sanityPort);
  try {
    const buildDir = await buildForTest(testInfo, {
      VITE_SANITY_PROJECT_ID: "e2e",
      VITE_SANITY_DATASET: "production",
      VITE_SANITY_API_HOST: `http://127.0.0.1:${sanityPort}`,
    });
    const site = await startEmulators(sitePort, { buildDir, hostingOnly: true });
    return { sanity, site };
  } catch (error) {
    await sanity.close();
    throw error;
  }
}
