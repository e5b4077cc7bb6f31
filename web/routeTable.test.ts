import { describe, expect, it } from "vitest";
import { paths } from "@content/paths";
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
    },
  ],
};

const routeAt = (routes: SiteRoute[], path: string) => {
  const found = routes.find((route) => route.path === path);
  if (!found) throw new Error(`no route at ${path}`);
  return found;
};

// web/routes.ts makes one route of the entries that share an id: a page and its twin at the
// same address under /es are one route whose pattern matches both, so a twin adds no route to
// the manifest every page loads.
describe("the route table with Spanish twins", () => {
  const routes = siteRoutes(content);

  it("lists every page's address, each twin's too, for the prerender", () => {
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

  it("serves a page and its twin with one route whose pattern names the prefix as optional", () => {
    for (const [english, spanish, pattern] of [
      ["/", "/es", "es?"],
      [paths.pricing, `/es${paths.pricing}`, "es?/pricing"],
      [paths.agent("seo-specialist"), `/es${paths.agent("seo-specialist")}`, "es?/agents/seo-specialist"],
      [paths.terms, `/es${paths.terms}`, `es?${paths.terms}`],
    ]) {
      const [one, other] = [routeAt(routes, english), routeAt(routes, spanish)];
      expect(one.id, english).toBeDefined();
      expect(other.id, spanish).toBe(one.id);
      expect(one.pattern, english).toBe(pattern);
    }
  });

  it("gives a page with no twin, and a twin with no English page, a route of its own", () => {
    expect(routeAt(routes, paths.agent("data-analyst")).pattern).toBeUndefined();
    expect(routeAt(routes, paths.about).pattern).toBeUndefined();
    const spanishOnly = routeAt(routes, "/es/precios-extra");
    expect(spanishOnly.pattern).toBeUndefined();
    expect(spanishOnly.id).toBe("es/page/precios-extra");
    const ids = routes.map((route) => route.id).filter(Boolean);
    expect(ids.filter((id) => id === spanishOnly.id)).toHaveLength(1);
  });
});
