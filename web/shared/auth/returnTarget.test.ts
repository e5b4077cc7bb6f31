import { describe, expect, it } from "vitest";
import {
  DEFAULT_RETURN_PATH,
  nextIn,
  returnTarget,
  safeReturnPath,
  signInFor,
  trialChoiceIn,
  withJourney,
  withoutTrial,
  withTrial,
} from "./returnTarget";
import { paths } from "#content/paths.ts";

const ORIGIN = "https://www.nexora.ai";
const HOST = "evil.example";

describe("safeReturnPath", () => {
  it("returns a path on this site with its query and hash", () => {
    expect(safeReturnPath(`${paths.dashboard}?tab=1#stats`)).toBe(`${paths.dashboard}?tab=1#stats`);
    expect(safeReturnPath(paths.agent("data-analyst"))).toBe(paths.agent("data-analyst"));
    expect(safeReturnPath("/es/dashboard/runs?status=failed")).toBe("/es/dashboard/runs?status=failed");
  });

  it.each([
    ["nothing", undefined],
    ["an empty value", ""],
    ["an object (router state of old)", { pathname: paths.dashboard }],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a backslash trick", "/\\evil.example"],
    ["an absolute URL", "https://evil.example/"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a control character", "/\t/evil.example"],
    ["the sign-in page itself", paths.signIn],
    ["the sign-in page with a next of its own", `${paths.signIn}?next=%2Fdashboard`],
    ["the Spanish sign-up page", "/es/signup"],
    ["the forgot-password page", paths.forgotPassword],
  ])("falls back to the dashboard for %s", (_label, next) => {
    expect(safeReturnPath(next)).toBe(DEFAULT_RETURN_PATH);
  });

  it("falls back to what it is given: the dashboard in the page's language", () => {
    expect(safeReturnPath("//evil.example", ORIGIN, "/es/dashboard")).toBe("/es/dashboard");
  });
});

describe("next in an account page's address", () => {
  const next = (value: string) => `?${new URLSearchParams({ next: value })}`;

  it("is read back as it was written, path, search and hash", () => {
    const asked = `${paths.dashboardRuns}?status=failed&agent=seo-specialist#top`;
    expect(nextIn(next(asked), ORIGIN)).toBe(asked);
    expect(nextIn(`?next=${encodeURIComponent(asked)}&trial=x`, ORIGIN)).toBe(asked);
  });

  it("is nothing when the address has none", () => {
    expect(nextIn("", ORIGIN)).toBeNull();
    expect(nextIn("?trial=data-analyst&plan=starter", ORIGIN)).toBeNull();
  });

  it.each([
    ["another host", `https://${HOST}/account`],
    ["a protocol-relative URL", `//${HOST}`],
    ["a backslash trick", `/\\${HOST}`],
    ["an encoded protocol-relative URL", "%2F%2Fevil.example"],
    ["a doubly encoded one", "%252F%252Fevil.example"],
    ["a tab inside", `/\t/${HOST}`],
    ["a javascript: URL", "javascript:alert(document.cookie)"],
    ["a sign-in page", paths.signIn],
    ["a relative path", "dashboard"],
  ])("is refused for %s", (_label, value) => {
    expect(nextIn(next(value), ORIGIN)).toBeNull();
  });

  it("is refused when its raw value, decoded once by the address, is an encoded trick", () => {
    // ?next=%2F%2Fevil.example decodes to //evil.example; %252F%252F to "%2F%2F…", not a path.
    expect(nextIn(`?next=%2F%2F${HOST}`, ORIGIN)).toBeNull();
    expect(nextIn(`?next=%2F%5C${HOST}`, ORIGIN)).toBeNull();
    expect(nextIn(`?next=%252F%252F${HOST}`, ORIGIN)).toBeNull();
    expect(nextIn(`?next=javascript%3Aalert(1)`, ORIGIN)).toBeNull();
  });

  it("takes sign-up and sign-in to it, or to the dashboard in the page's language when it is not ours", () => {
    expect(returnTarget(nextIn(next("/es/dashboard/settings"), ORIGIN), null, ORIGIN, "es")).toBe(
      "/es/dashboard/settings",
    );
    expect(returnTarget(nextIn(next(`//${HOST}`), ORIGIN), null, ORIGIN, "es")).toBe("/es/dashboard");
    expect(returnTarget(`//${HOST}`, null, ORIGIN, "es")).toBe("/es/dashboard");
  });
});

describe("the guard's sign-in address", () => {
  it("names the page asked for, with its search and hash, in the page's language", () => {
    const asked = `${paths.dashboardRuns}?status=failed&workflow=wf-3#list`;
    const address = signInFor(asked);
    expect(address).toBe(
      `${paths.signIn}?next=%2Fdashboard%2Fruns%3Fstatus%3Dfailed%26workflow%3Dwf-3%23list`,
    );
    expect(nextIn(new URL(address, ORIGIN).search, ORIGIN)).toBe(asked);
    expect(signInFor("/es/dashboard/plan", "es")).toBe("/es/signin?next=%2Fes%2Fdashboard%2Fplan");
  });

  it("is plain sign-in for that language's dashboard, where signing in leads anyway", () => {
    expect(signInFor(paths.dashboard)).toBe(paths.signIn);
    expect(signInFor("/es/dashboard", "es")).toBe("/es/signin");
    expect(signInFor(`${paths.dashboard}?trial=data-analyst&plan=starter`)).toBe(
      `${paths.signIn}?next=%2Fdashboard%3Ftrial%3Ddata-analyst%26plan%3Dstarter`,
    );
  });
});

// Hostile return targets: each result, resolved against the site's origin, must stay on it
// and must not read as another host ("//host", "/\host") to a browser or a router.
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
  ...PREFIXES.map((prefix) => `${prefix}${HOST}`),
  `/?//${HOST}`,
  `/#//${HOST}`,
  `/${HOST}`,
  `/./${HOST}`,
  `/.//${HOST}`,
  `//${HOST}?a=1`,
  `/\\\\${HOST}`,
  `/%09/${HOST}`,
  `/%0a/${HOST}`,
  `/%00//${HOST}`,
  ["/", "/", HOST].join(""),
  `/${"./".repeat(5)}/${HOST}`,
  `/%2e%2e%2f%2f${HOST}`,
  `/.%5c${HOST}`,
  `/\\/${HOST}`,
  `/%E3%80%82//${HOST}`,
];

describe("safeReturnPath against hostile targets", () => {
  it("has a corpus of more than 60 inputs", () => {
    expect(hostile.length).toBeGreaterThan(60);
  });

  const staysOnTheSite = (target: string) => {
    expect(target.startsWith("/")).toBe(true);
    expect(target).not.toMatch(/^[/\\][/\\]/);
    expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
  };

  it.each(hostile.map((next) => [JSON.stringify(next), next] as const))(
    "%s stays on the site",
    (_label, next) => staysOnTheSite(safeReturnPath(next, ORIGIN)),
  );

  it.each(hostile.map((next) => [JSON.stringify(next), next] as const))(
    "%s stays on the site, sent in the address as ?next=",
    (_label, next) => {
      for (const search of [`?next=${encodeURIComponent(next)}`, `?next=${next}`]) {
        const read = nextIn(search, ORIGIN);
        if (read !== null) staysOnTheSite(read);
        staysOnTheSite(returnTarget(read, null, ORIGIN));
      }
    },
  );

  it("turns /.//host, which URL parsing normalises to //host, away", () => {
    expect(safeReturnPath(`/.//${HOST}`, ORIGIN)).toBe(DEFAULT_RETURN_PATH);
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
    expect(returnTarget(paths.pricing, trial)).toBe(
      `${paths.dashboard}?trial=data-analyst&plan=professional`,
    );
    expect(returnTarget(paths.pricing, trial, ORIGIN, "es")).toBe(
      "/es/dashboard?trial=data-analyst&plan=professional",
    );
    expect(returnTarget(paths.pricing, null)).toBe(paths.pricing);
  });
});

describe("the links between the account pages", () => {
  const trial = { agentSlug: "data-analyst", plan: "professional" };

  it("carry the trial and the page to go on to, before a hash", () => {
    expect(withJourney(paths.signUp, { trial, next: `${paths.dashboardPlan}?x=1#top` })).toBe(
      `${paths.signUp}?trial=data-analyst&plan=professional&next=%2Fdashboard%2Fplan%3Fx%3D1%23top`,
    );
    expect(withJourney(`${paths.forgotPassword}#form`, { trial: null, next: paths.dashboardRuns })).toBe(
      `${paths.forgotPassword}?next=%2Fdashboard%2Fruns#form`,
    );
    expect(withJourney(paths.signIn, { trial: null, next: null })).toBe(paths.signIn);
  });

  it("carry what they carry back out as it went in", () => {
    const address = new URL(withJourney(paths.signIn, { trial, next: "/es/dashboard/run?id=r-1" }), ORIGIN);
    expect(nextIn(address.search, ORIGIN)).toBe("/es/dashboard/run?id=r-1");
    expect(trialChoiceIn(address.search, ["data-analyst"])).toEqual(trial);
  });
});
