import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { plausibleConfig } from "./plausibleConfig";

// The Studio's code carries no Plausible key: the key is each editor's, typed into their own
// browser. Its code reads only where Plausible is (SANITY_STUDIO_ANALYTICS_URL) from the
// environment, which Sanity's bundler writes into the built Studio.

const code = (file: string) => readFileSync(file, "utf8");
const performanceCode = globSync("studio/performance/*.{ts,tsx}").filter(
  (file) => !/\.(test|fixture)\.tsx?$/.test(file),
);

describe("the Studio's Plausible code", () => {
  it("reads nothing of the environment itself", () => {
    expect(performanceCode.length).toBeGreaterThan(5);
    for (const file of performanceCode)
      expect(code(file), file).not.toMatch(/process\.env|import\.meta\.env/);
  });

  it("is given only the dashboard's address by the Studio's config", () => {
    const config = code("studio/contentConfig.ts");
    const given = [...config.matchAll(/plausibleConfig\(([^)]*)\)/g)].map(([, argument]) => argument?.trim());
    expect(given).toEqual(["{ SANITY_STUDIO_ANALYTICS_URL: process.env.SANITY_STUDIO_ANALYTICS_URL }"]);
    expect(config).not.toMatch(/SANITY_STUDIO_\w*(KEY|TOKEN|SECRET)/);
  });

  it("keeps nothing of the environment but where Plausible is", () => {
    const env = {
      SANITY_STUDIO_ANALYTICS_URL: "https://plausible.io/nexora.ai",
      SANITY_STUDIO_PLAUSIBLE_KEY: "secret-key",
    };
    expect(JSON.stringify(plausibleConfig(env))).not.toContain("secret-key");
  });
});
