import { describe, expect, it } from "vitest";
import { safeHref } from "./links";

describe("safeHref", () => {
  // Any path on the site: safeHref knows no page (their addresses are content/paths.ts).
  it.each([
    "/a-page",
    "/a-page/sub-page#pricing",
    "/a-page?from=footer",
    "#pricing",
    "mailto:hello@nexora.ai",
    "tel:+15551234567",
    "https://www.linkedin.com/company/nexora",
    "http://example.com/path",
    "  /a-page  ",
  ])("allows %j", (href) => {
    expect(safeHref(href)).toBe(href.trim());
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/.//evil.example",
    "/%2e//evil.example",
    "https:evil.example",
    "http://",
    "ftp://example.com",
    "mailto://evil.example",
    "contact",
    "",
    "   ",
    null,
    42,
  ])("refuses %j", (href) => {
    expect(safeHref(href)).toBeNull();
  });
});
