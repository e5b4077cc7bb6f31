import { describe, expect, it } from "vitest";
import { canonicalUrl, shareImagePath } from "./sitePaths";
import { paths } from "#content/paths.ts";

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
