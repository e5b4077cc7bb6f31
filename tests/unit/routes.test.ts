import { describe, expect, it } from "vitest";
import type { PageKind } from "#content/pageKinds.ts";
import { paths } from "#content/paths.ts";
import { sitePages } from "#content/sitePages.ts";
import { listContentSlugs } from "#web/shared/sanity/contentSlugs.server.ts";
import { routeAt } from "./route-at";

// The kinds of page that share a route module with others, or whose pages are many: the route
// module of each. Every other kind (an app page) has a route module of its own.
const SHARED: Partial<Record<PageKind, string>> = {
  agent: "agent",
  page: "page",
  blog: "insights",
  // Its loader finds nothing at /404, and the root's error boundary draws the page.
  notFound: "page",
};

const moduleAt = (address: string) =>
  routeAt(address).file.replace(/^.*\/routes\/(.+?)(\/route)?\.tsx$/, "$1");

describe("the route table", () => {
  it("renders every page the build prerenders, in each language, with its kind's route module", async () => {
    const pages = sitePages(await listContentSlugs());
    expect(new Set(pages.map((page) => page.language ?? "en"))).toEqual(new Set(["en", "es"]));
    const moduleOf = new Map<PageKind, string>();
    for (const page of pages) {
      const module = moduleAt(page.path);
      expect(module, page.path).toBe(SHARED[page.kind] ?? moduleOf.get(page.kind) ?? module);
      moduleOf.set(page.kind, module);
    }
    // An app page's module is its own: no other kind's.
    const own = [...moduleOf].filter(([kind]) => !SHARED[kind]).map(([, module]) => module);
    expect(new Set(own).size).toBe(own.length);
    expect(own).not.toContain("page");
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
