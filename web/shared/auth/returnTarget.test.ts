import { describe, expect, it } from "vitest";
import { DEFAULT_RETURN_PATH, safeReturnPath } from "./returnTarget";

describe("safeReturnPath", () => {
  it("returns a path on this site with its query and hash", () => {
    expect(safeReturnPath({ pathname: "/dashboard", search: "?tab=1", hash: "#stats" })).toBe(
      "/dashboard?tab=1#stats",
    );
    expect(safeReturnPath({ pathname: "/agents/data-analyst" })).toBe("/agents/data-analyst");
  });

  it.each([
    ["nothing", undefined],
    ["a string", "/dashboard"],
    ["a protocol-relative URL", { pathname: "//evil.example/x" }],
    ["a backslash trick", { pathname: "/\\evil.example" }],
    ["an absolute URL", { pathname: "https://evil.example/" }],
    ["a javascript: URL", { pathname: "javascript:alert(1)" }],
    ["a control character", { pathname: "/\t/evil.example" }],
    ["the sign-in page itself", { pathname: "/signin" }],
  ])("falls back to the dashboard for %s", (_label, from) => {
    expect(safeReturnPath(from)).toBe(DEFAULT_RETURN_PATH);
  });
});
