import { describe, expect, it } from "vitest";
import { canonicalUrl, markdownPath, shareImagePath } from "./sitePaths";
import { localizedPath } from "#content/documentPaths.ts";
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

  it("adds .md to a page's address for its Markdown twin; the home page's is /index.html.md", () => {
    expect(markdownPath("/")).toBe("/index.html.md");
    expect(markdownPath(`${paths.pricing}/`)).toBe(`${paths.pricing}.md`);
    expect(markdownPath(localizedPath(paths.pricing, "es"))).toBe(`${localizedPath(paths.pricing, "es")}.md`);
    expect(markdownPath(localizedPath("/", "es"))).toBe(`${localizedPath("/", "es")}.md`);
  });
});
