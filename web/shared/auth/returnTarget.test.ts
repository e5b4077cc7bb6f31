import { describe, expect, it } from "vitest";
import {
  DEFAULT_RETURN_PATH,
  returnTarget,
  safeReturnPath,
  trialChoiceIn,
  withoutTrial,
  withTrial,
} from "./returnTarget";
import { paths } from "#content/paths.ts";

describe("safeReturnPath", () => {
  it("returns a path on this site with its query and hash", () => {
    expect(safeReturnPath({ pathname: paths.dashboard, search: "?tab=1", hash: "#stats" })).toBe(
      `${paths.dashboard}?tab=1#stats`,
    );
    expect(safeReturnPath({ pathname: paths.agent("data-analyst") })).toBe(paths.agent("data-analyst"));
  });

  it.each([
    ["nothing", undefined],
    ["a string", paths.dashboard],
    ["a protocol-relative URL", { pathname: "//evil.example/x" }],
    ["a backslash trick", { pathname: "/\\evil.example" }],
    ["an absolute URL", { pathname: "https://evil.example/" }],
    ["a javascript: URL", { pathname: "javascript:alert(1)" }],
    ["a control character", { pathname: "/\t/evil.example" }],
    ["the sign-in page itself", { pathname: paths.signIn }],
  ])("falls back to the dashboard for %s", (_label, from) => {
    expect(safeReturnPath(from)).toBe(DEFAULT_RETURN_PATH);
  });
});

// Hostile return targets: each result, resolved against the site's origin, must stay on it
// and must not read as another host ("//host", "/\host") to a browser or a router.
const ORIGIN = "https://www.nexora.ai";
const HOST = "evil.example";
const PREFIXES = [
  "//",
  "/\\",
  "\\/",
  "\\\\",
  "/./",
  "/.//",
  "/../",
  "/..//",
  "/./\\",
  "/.\\/",
  "/%2e//",
  "/%2E/%2E//",
  "/%2e%2e//",
  "/.%2e//",
  "/%5c/",
  "/%2f/",
  "/%2F%2F",
  "///",
  "////",
  "/\\\\",
  "/\t/",
  "/\n/",
  "/\r//",
  "/ //",
  "/\u0000//",
  "/\u007f//",
  "/\u00a0//",
  "/\u2028//",
  "/.../../",
  "/a/../../",
  "/a/..//",
  "https://",
  "http://",
  "HTTPS://",
  "//user@",
  "/@",
  "javascript:",
  "JaVaScRiPt:",
  " javascript:",
  "data:",
  "vbscript:",
  "file://",
  "mailto:",
  "\\\\",
  "/\\/",
  "/.\\.\\/",
  "%2f%2f",
  `${paths.dashboard}/../..//`,
];
const hostile = [
  ...PREFIXES.map((prefix) => ({ pathname: `${prefix}${HOST}` })),
  { pathname: "/", search: `?//${HOST}` },
  { pathname: "/", hash: `#//${HOST}` },
  { pathname: `/${HOST}`, search: "", hash: "" },
  { pathname: "/.", search: `/${HOST}` },
  { pathname: "/.", hash: `//${HOST}` },
  { pathname: `//${HOST}`, search: "?a=1" },
  { pathname: "/", search: `\\\\${HOST}` },
  { pathname: `/%09/${HOST}` },
  { pathname: `/%0a/${HOST}` },
  { pathname: `/%00//${HOST}` },
  { pathname: ["/", "/", HOST].join("") },
  { pathname: `/${"./".repeat(5)}/${HOST}` },
  { pathname: `/%2e%2e%2f%2f${HOST}` },
  { pathname: `/.%5c${HOST}` },
  { pathname: `/\\/${HOST}` },
  { pathname: `/%E3%80%82//${HOST}` },
];

describe("safeReturnPath against hostile targets", () => {
  it("has a corpus of more than 60 inputs", () => {
    expect(hostile.length).toBeGreaterThan(60);
  });

  it.each(hostile.map((from) => [JSON.stringify(from), from] as const))(
    "%s stays on the site",
    (_label, from) => {
      const target = safeReturnPath(from, ORIGIN);
      expect(target.startsWith("/")).toBe(true);
      expect(target).not.toMatch(/^[/\\][/\\]/);
      expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
    },
  );

  it("turns /.//host, which URL parsing normalises to //host, away", () => {
    expect(safeReturnPath({ pathname: `/.//${HOST}` }, ORIGIN)).toBe(DEFAULT_RETURN_PATH);
  });
});

describe("the trial in an address", () => {
  const agents = ["data-analyst", "seo-specialist"];
  const trial = { agentSlug: "data-analyst", plan: "professional" };

  it("is read when its agent is one of the site's and its plan well formed", () => {
    expect(trialChoiceIn("?trial=data-analyst&plan=professional", agents)).toEqual(trial);
  });

  it.each([
    ["an unknown agent", "?trial=no-such-agent&plan=starter"],
    ["no plan", "?trial=data-analyst"],
    ["a malformed plan", "?trial=data-analyst&plan=Pro%20Plan"],
    ["nothing", ""],
  ])("is ignored for %s", (_label, search) => {
    expect(trialChoiceIn(search, agents)).toBeNull();
  });

  it("is added to a path's search, before its hash, and only to paths on this site", () => {
    expect(withTrial(paths.signUp, trial)).toBe(`${paths.signUp}?trial=data-analyst&plan=professional`);
    expect(withTrial(`${paths.signUp}?ref=x#top`, trial)).toBe(
      `${paths.signUp}?ref=x&trial=data-analyst&plan=professional#top`,
    );
    expect(withTrial("https://example.com/signup", trial)).toBe("https://example.com/signup");
    expect(withTrial(paths.signUp, null)).toBe(paths.signUp);
  });

  it("leaves the address with the rest of its search", () => {
    expect(withoutTrial(paths.dashboard, "?trial=data-analyst&plan=professional&tab=1", "#x")).toBe(
      `${paths.dashboard}?tab=1#x`,
    );
    expect(withoutTrial(paths.dashboard, "?trial=data-analyst&plan=professional")).toBe(paths.dashboard);
  });

  it("sends sign-up and sign-in to the dashboard with it, whatever page the guard was asked for", () => {
    expect(returnTarget({ pathname: paths.pricing }, trial)).toBe(
      `${paths.dashboard}?trial=data-analyst&plan=professional`,
    );
    expect(returnTarget({ pathname: paths.pricing }, null)).toBe(paths.pricing);
  });
});
