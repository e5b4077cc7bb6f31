import { describe, expect, it } from "vitest";
import type { PageKind } from "#content/pageKinds.ts";
import { paths } from "#content/paths.ts";
import { sitePages } from "#content/sitePages.ts";
import { listContentSlugs } from "#web/shared/content/contentSlugs.server.ts";
import { routeAt } from "./route-at";

// Which route module renders each kind of page, as web/routes.ts matches their addresses.
const MODULE: Record<PageKind, string> = {
  agent: "agent",
  page: "page",
  blog: "insights",
  terms: "terms-conditions",
  privacy: "privacy-policy",
  signIn: "signin",
  signUp: "signup",
  forgotPassword: "forgot-password",
  dashboard: "dashboard",
  dashboardAgents: "dashboard-agents",
  dashboardRuns: "dashboard-runs",
  dashboardRun: "dashboard-run",
  dashboardWorkflows: "dashboard-workflows",
  dashboardPlan: "dashboard-plan",
  dashboardSettings: "dashboard-settings",
  // Its loader finds nothing at /404, and the root's error boundary draws the page.
  notFound: "page",
};

const moduleAt = (address: string) =>
  routeAt(address).file.replace(/^.*\/routes\/(.+?)(\/route)?\.tsx$/, "$1");

describe("the route table", () => {
  it("renders every page the build prerenders, in each language, with its kind's route module", async () => {
    const pages = sitePages(await listContentSlugs());
    expect(new Set(pages.map((page) => page.language ?? "en"))).toEqual(new Set(["en", "es"]));
    for (const page of pages) expect(moduleAt(page.path), page.path).toBe(MODULE[page.kind]);
  });

  it("gives a page's address its slug, however many there are", () => {
    expect(routeAt(paths.agent("any-agent")).params).toMatchObject({ slug: "any-agent" });
    expect(routeAt(`/es${paths.agent("cualquiera")}`).params).toMatchObject({ slug: "cualquiera" });
    expect(moduleAt(paths.post("any-post"))).toBe("insights");
    expect(moduleAt("/any/page/at/all")).toBe("page");
  });

  it("leaves an address under another language's prefix, or below an agent, to the pages built in the Studio", () => {
    expect(moduleAt("/fr/pricing")).toBe("page");
    expect(moduleAt(`${paths.agent("any-agent")}/more`)).toBe("page");
  });
});
