import { describe, expect, it } from "vitest";
import { canonicalUrl, shareImagePath } from "./sitePaths";
import { siteUrlFrom } from "./siteUrl";
import { paths } from "~/shared/paths";

describe("siteUrlFrom", () => {
  it("takes VITE_SITE_URL without a trailing slash", () => {
    expect(siteUrlFrom({ VITE_SITE_URL: "https://www.nexora.ai/" })).toBe("https://www.nexora.ai");
  });

  it("defaults to the local server on PORT, else 5000", () => {
    expect(siteUrlFrom({ PORT: "8080" })).toBe("http://localhost:8080");
    expect(siteUrlFrom({ VITE_SITE_URL: " ", PORT: "" })).toBe("http://localhost:5000");
  });
});

describe("page paths", () => {
  it("ends only the home page's canonical URL in a slash", () => {
    expect(canonicalUrl("/", "https://x.ai")).toBe("https://x.ai/");
    expect(canonicalUrl(`${paths.pricing}/`, "https://x.ai")).toBe(`https://x.ai${paths.pricing}`);
  });

  it("puts share images under /og by page path", () => {
    expect(shareImagePath("/")).toBe("/og/home.png");
    expect(shareImagePath(paths.agent("seo-specialist"))).toBe("/og/agents/seo-specialist.png");
  });
});
