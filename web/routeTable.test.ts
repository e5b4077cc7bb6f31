import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageKinds } from "#content/pageKinds.ts";
import { paths } from "#content/paths.ts";
import { siteRoutes, type SiteRoute } from "./routeTable";

const content = {
  agents: ["seo-specialist", "data-analyst"],
  pages: ["index", "pricing", "about-us"],
  redirects: [],
  translations: [
    {
      language: "es" as const,
      agents: ["seo-specialist"],
      pages: ["index", "pricing", "precios-extra"],
      legal: ["terms-conditions"],
      appPages: true,
    },
  ],
};

const routeAt = (routes: SiteRoute[], path: string) => {
  const found = routes.find((route) => route.path === path);
  if (!found) throw new Error(`no route at ${path}`);
  return found;
};

// web/routes.ts makes one route of the entries that share an id: a page and its translation at the
// same address under /es are one route whose pattern matches both, so a translation adds no route to
// the manifest every page loads.
describe("the route table with Spanish translations", () => {
  const routes = siteRoutes(content);

  it("lists every page's address, each translation's too, for the prerender", () => {
    for (const path of [
      "/",
      "/es",
      paths.pricing,
      `/es${paths.pricing}`,
      `/es${paths.terms}`,
      "/es/precios-extra",
    ])
      expect(routes.map((route) => route.path)).toContain(path);
  });

  it("serves a page and its translation with one route whose pattern names the prefix as optional", () => {
    for (const [english, spanish, pattern] of [
      ["/", "/es", "es?"],
      [paths.pricing, `/es${paths.pricing}`, "es?/pricing"],
      [paths.agent("seo-specialist"), `/es${paths.agent("seo-specialist")}`, "es?/agents/seo-specialist"],
      [paths.terms, `/es${paths.terms}`, `es?${paths.terms}`],
      [paths.signIn, `/es${paths.signIn}`, "es?/signin"],
      [paths.signUp, `/es${paths.signUp}`, "es?/signup"],
      [paths.forgotPassword, `/es${paths.forgotPassword}`, "es?/forgot-password"],
      [paths.dashboard, `/es${paths.dashboard}`, "es?/dashboard"],
      [paths.dashboardAgents, `/es${paths.dashboardAgents}`, "es?/dashboard/agents"],
      [paths.dashboardRuns, `/es${paths.dashboardRuns}`, "es?/dashboard/runs"],
      [paths.dashboardRun, `/es${paths.dashboardRun}`, "es?/dashboard/run"],
      [paths.dashboardWorkflows, `/es${paths.dashboardWorkflows}`, "es?/dashboard/workflows"],
      [paths.dashboardPlan, `/es${paths.dashboardPlan}`, "es?/dashboard/plan"],
      [paths.dashboardSettings, `/es${paths.dashboardSettings}`, "es?/dashboard/settings"],
    ]) {
      const [one, other] = [routeAt(routes, english), routeAt(routes, spanish)];
      expect(one.id, english).toBeDefined();
      expect(other.id, spanish).toBe(one.id);
      expect(one.pattern, english).toBe(pattern);
    }
  });

  it("serves the Spanish not-found page, at /es/404, with the one route of every unknown address", () => {
    const [english, spanish] = [routeAt(routes, paths.notFound), routeAt(routes, `/es${paths.notFound}`)];
    expect(spanish).toMatchObject({ file: "routes/catch-all.tsx", id: "catch-all", pattern: "*" });
    expect(spanish.id).toBe(english.id);
    // web/routes.ts makes one route per id (per path without one): it adds none to the manifest.
    const manifest = (list: SiteRoute[]) => new Set(list.map((route) => route.id ?? route.path));
    expect(manifest(routes)).toEqual(manifest(routes.filter((route) => route !== spanish)));
  });

  it("gives a page with no translation, and a translation with no English page, a route of its own", () => {
    expect(routeAt(routes, paths.agent("data-analyst")).pattern).toBeUndefined();
    expect(routeAt(routes, paths.about).pattern).toBeUndefined();
    const spanishOnly = routeAt(routes, "/es/precios-extra");
    expect(spanishOnly.pattern).toBeUndefined();
    expect(spanishOnly.id).toBe("es/page/precios-extra");
    const ids = routes.map((route) => route.id).filter(Boolean);
    expect(ids.filter((id) => id === spanishOnly.id)).toHaveLength(1);
  });
});

describe("the account pages in another language", () => {
  const spanish = content.translations[0];

  it("exist where the language has pages of its own", () => {
    const routes = siteRoutes(content);
    for (const path of [
      "/es/signin",
      "/es/signup",
      "/es/forgot-password",
      "/es/dashboard",
      "/es/dashboard/agents",
      "/es/dashboard/runs",
      "/es/dashboard/run",
      "/es/dashboard/workflows",
      "/es/dashboard/plan",
      "/es/dashboard/settings",
    ])
      expect(routeAt(routes, path).file).toBe(routeAt(routes, path.slice(3)).file);
  });

  it("share the English pages' routes, and are none where the language has no pages of its own", () => {
    expect(routeAt(siteRoutes(content), "/es/signin").pattern).toBe("es?/signin");
    const without = siteRoutes({ ...content, translations: [{ ...spanish, appPages: false }] });
    const built = without.map((route) => route.path);
    for (const path of [
      "/es/signin",
      "/es/signup",
      "/es/forgot-password",
      "/es/dashboard",
      "/es/dashboard/settings",
      "/es/404",
    ])
      expect(built).not.toContain(path);
    expect(routeAt(without, paths.signIn).id).toBeUndefined();
    expect(routeAt(without, paths.dashboard).pattern).toBeUndefined();
  });
});

describe("the registry of page kinds (content/pageKinds.ts)", () => {
  it("names a route module and a layout route that exist, for every kind", () => {
    for (const [kind, { route }] of pageKinds())
      for (const file of [route.file, route.layout])
        expect(existsSync(path.join(import.meta.dirname, file)), `${kind}: web/${file}`).toBe(true);
  });

  it("gives each app page of a fixed address its own route, the not-found page the catch-all", () => {
    const routes = siteRoutes({ agents: [], pages: [], redirects: [] });
    expect(routeAt(routes, paths.signIn).file).toBe("routes/signin.tsx");
    expect(routeAt(routes, paths.dashboard).file).toBe("routes/dashboard.tsx");
    expect(routeAt(routes, paths.dashboardAgents).file).toBe("routes/dashboard-agents.tsx");
    expect(routeAt(routes, paths.dashboardRuns).file).toBe("routes/dashboard-runs.tsx");
    expect(routeAt(routes, paths.dashboardRun).file).toBe("routes/dashboard-run.tsx");
    expect(routeAt(routes, paths.dashboardWorkflows).file).toBe("routes/dashboard-workflows.tsx");
    expect(routeAt(routes, paths.dashboardPlan).file).toBe("routes/dashboard-plan.tsx");
    expect(routeAt(routes, paths.dashboardSettings).file).toBe("routes/dashboard-settings.tsx");
    expect(routeAt(routes, paths.terms).file).toBe("routes/terms-conditions.tsx");
    expect(routeAt(routes, paths.notFound)).toMatchObject({ file: "routes/catch-all.tsx", pattern: "*" });
  });
});
