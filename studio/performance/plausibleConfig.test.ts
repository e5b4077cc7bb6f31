import { describe, expect, it } from "vitest";
import { dashboardLink, plausibleConfig } from "./plausibleConfig";

// The dashboard's address (SANITY_STUDIO_ANALYTICS_URL) says where the Stats API is and which site.

const config = (url?: string) => plausibleConfig({ SANITY_STUDIO_ANALYTICS_URL: url });

describe("plausibleConfig", () => {
  it("reads the Stats API's address and the site from a dashboard's address", () => {
    expect(config("https://plausible.io/nexora.ai")).toEqual({
      origin: "https://plausible.io",
      apiUrl: "https://plausible.io/api/v2/query",
      siteId: "nexora.ai",
      dashboardUrl: "https://plausible.io/nexora.ai",
    });
    expect(config(" http://127.0.0.1:8123/shop.example.com/ ")).toEqual({
      origin: "http://127.0.0.1:8123",
      apiUrl: "http://127.0.0.1:8123/api/v2/query",
      siteId: "shop.example.com",
      dashboardUrl: "http://127.0.0.1:8123/shop.example.com",
    });
  });

  it("decodes the site's id, the last segment of the address", () => {
    expect(config("https://stats.nexora.ai/stats/nexora.ai%2Fes")?.siteId).toBe("nexora.ai/es");
    expect(config("https://stats.nexora.ai/stats/nexora.ai")?.apiUrl).toBe(
      "https://stats.nexora.ai/api/v2/query",
    );
  });

  it("is null when unset, not http(s), or without a site", () => {
    expect(config(undefined)).toBeNull();
    expect(config("  ")).toBeNull();
    expect(config("stats.nexora.ai/nexora.ai")).toBeNull();
    expect(config("ftp://stats.nexora.ai/nexora.ai")).toBeNull();
    expect(config("javascript:alert(1)//x")).toBeNull();
    expect(config("https://stats.nexora.ai")).toBeNull();
    expect(config("https://stats.nexora.ai/")).toBeNull();
    expect(config("https://stats.nexora.ai/%E0%A4%A")).toBeNull();
  });
});

describe("dashboardLink", () => {
  const site = config("https://plausible.io/nexora.ai")!;

  it("filters the dashboard to a page", () => {
    expect(dashboardLink(site, "/es/contacto")).toBe(
      "https://plausible.io/nexora.ai?filters=((is,page,(/es/contacto)))",
    );
  });

  it("is the dashboard without a page", () => {
    expect(dashboardLink(site, null)).toBe("https://plausible.io/nexora.ai");
  });
});
