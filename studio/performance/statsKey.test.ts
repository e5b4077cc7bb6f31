// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { plausibleConfig } from "./plausibleConfig";
import { forgetStatsKey, readStatsKey, saveStatsKey, statsKeyName } from "./statsKey";

// Each editor's key is kept in this browser, per Plausible server and site.

const site = plausibleConfig({ SANITY_STUDIO_ANALYTICS_URL: "https://plausible.io/nexora.ai" })!;
const other = plausibleConfig({ SANITY_STUDIO_ANALYTICS_URL: "https://stats.nexora.ai/nexora.ai" })!;

afterEach(() => localStorage.clear());

describe("the Stats API key", () => {
  it("is kept in localStorage under a name with the Plausible server and the site", () => {
    expect(statsKeyName(site)).toBe("plausible-stats-key:https://plausible.io/nexora.ai");
    expect(readStatsKey(site)).toBeNull();
    saveStatsKey(site, "  key-1 ");
    expect(localStorage.getItem("plausible-stats-key:https://plausible.io/nexora.ai")).toBe("key-1");
    expect(readStatsKey(site)).toBe("key-1");
  });

  it("of one server is not another's", () => {
    saveStatsKey(site, "key-1");
    expect(readStatsKey(other)).toBeNull();
  });

  it("is forgotten", () => {
    saveStatsKey(site, "key-1");
    forgetStatsKey(site);
    expect(readStatsKey(site)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("reads as none when the storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(readStatsKey(site, refusing)).toBeNull();
  });
});
