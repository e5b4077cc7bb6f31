// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { DocumentLocationsState } from "sanity/presentation";
import { schemaTypes, singletonTypes } from "../schemas";
import { pageKinds } from "../content/pageKinds";
import { fetchContent } from "../web/shared/content/fetch.server";
import { listContentSlugs } from "../web/shared/content/contentSlugs.server";
import { paths } from "../content/paths";
import { localizedPath } from "../content/documentPaths";
import { sitePages } from "../content/sitePages";
import { locations, mainDocuments, presentationOptions } from "./presentation";

/** The main-document rule whose route matches a path, with the route's params (`:slug`). */
function mainDocumentRule(path: string) {
  for (const rule of mainDocuments) {
    if (!("filter" in rule) || typeof rule.filter !== "string") continue;
    for (const route of [rule.route].flat()) {
      const names: string[] = [];
      const pattern = route.replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return "([^/]+)";
      });
      const match = new RegExp(`^${pattern}$`).exec(path);
      if (!match) continue;
      const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
      return {
        filter: rule.filter,
        params: typeof rule.params === "function" ? rule.params({ origin: "", params, path }) : params,
      };
    }
  }
  return null;
}

/** What a document's locations resolver gives for a document with these fields. */
/** A value at a dotted path of a document ("slug.current"), as the Studio's `select` reads it. */
const valueAt = (document: Record<string, unknown>, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], document);

/** The pages the tool lists for a document: its resolver's `select` applied, as the Studio does. */
function locationsOf(type: string, document: Record<string, unknown>) {
  const resolver = locations[type];
  if (!resolver) throw new Error(`no locations for ${type}`);
  if (!("resolve" in resolver)) return resolver;
  const selected = Object.fromEntries(
    Object.entries(resolver.select ?? {}).map(([key, path]) => [key, valueAt(document, String(path))]),
  );
  return resolver.resolve(selected as never) as DocumentLocationsState | null | undefined;
}

const slugged = (current: string | null) => ({ _type: "slug", current });

const documentTypes = schemaTypes.filter((type) => type.type === "document").map((type) => type.name);

describe("Presentation tool: from a page to its main document", async () => {
  const pages = sitePages(await listContentSlugs());
  it.each(pages.map((page) => page.path))(
    "%s opens exactly one document of the bundled dataset",
    async (path) => {
      const rule = mainDocumentRule(path);
      expect(rule, path).not.toBeNull();
      const ids = (await fetchContent(`*[${rule!.filter}]._id`, rule!.params)) as string[];
      expect(ids).toHaveLength(1);
    },
  );

  it("opens the agent of the address's slug", async () => {
    const rule = mainDocumentRule(paths.agent("data-analyst"));
    const [agent] = (await fetchContent(`*[${rule!.filter}]{name}`, rule!.params)) as { name: string }[];
    expect(agent.name).toBe("Data Analyst");
  });

  it("opens the document in the address's language", async () => {
    for (const [path, language] of [
      [paths.pricing, "en"],
      [localizedPath(paths.pricing, "es"), "es"],
      [localizedPath(paths.home, "es"), "es"],
      [localizedPath(paths.agent("data-analyst"), "es"), "es"],
    ] as const) {
      const rule = mainDocumentRule(path);
      const found = (await fetchContent(
        `*[${rule!.filter}]{"language": coalesce(language, "en")}`,
        rule!.params,
      )) as {
        language: string;
      }[];
      expect(found, path).toEqual([{ language }]);
    }
  });

  it("opens the legal page of its own address", async () => {
    for (const path of [paths.terms, paths.privacy]) {
      const rule = mainDocumentRule(path);
      const [slug] = (await fetchContent(`*[${rule!.filter}].slug.current`, rule!.params)) as string[];
      expect(`/${slug}`).toBe(path);
    }
  });
});

describe("Presentation tool: from a document to the pages that show it", async () => {
  // The bundled content's pages, and a nested page built from blocks.
  const content = await listContentSlugs();
  const sitePaths = new Set(
    sitePages({
      agents: content.agents,
      pages: [...content.pages, "solutions/ecommerce"],
      blog: content.blog,
    }).map((page) => page.path),
  );
  const slugs: Record<string, string> = {
    legalPage: "privacy-policy",
    page: "solutions/ecommerce",
    post: content.blog?.posts[0] ?? "",
    author: content.blog?.authors[0]?.slug ?? "",
    category: content.blog?.categories[0]?.slug ?? "",
  };

  // Shown on no page: the form says so (`onNoPage`) instead of listing pages.
  const ON_NO_PAGE = ["redirect", "form"];

  it.each(documentTypes.filter((type) => !ON_NO_PAGE.includes(type)))(
    "%s lists pages of the site",
    (type) => {
      const slug = slugs[type] ?? "data-analyst";
      const state = locationsOf(type, { name: "Data Analyst", title: "Privacy Policy", slug: slugged(slug) });
      const hrefs = (state?.locations ?? []).map((location) => location.href);
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.filter((href) => !sitePaths.has(href))).toEqual([]);
    },
  );

  it.each(ON_NO_PAGE)("%s lists no page, and says why", (type) => {
    const state = locationsOf(type, { from: "/privacy" });
    expect(state?.locations).toEqual([]);
    expect(state?.message).toMatch(/no page/);
  });

  it("lists an agent on its page, home, /agents and /pricing", () => {
    const state = locationsOf("agent", { name: "Data Analyst", slug: slugged("data-analyst") });
    expect(state?.locations).toEqual([
      { title: "Data Analyst", href: paths.agent("data-analyst") },
      { title: "Home", href: paths.home },
      { title: "AI Agents", href: paths.agents },
      { title: "Pricing", href: paths.pricing },
    ]);
  });

  it("lists no page for an agent without a slug yet", () => {
    expect(locationsOf("agent", { name: "New agent", slug: slugged(null) })).toBeNull();
  });

  it("lists site settings on every page a visitor opens", () => {
    const hrefs = locationsOf("siteSettings", {})?.locations?.map((location) => location.href);
    for (const path of [paths.home, paths.agents, paths.about, paths.pricing, paths.contact, paths.terms]) {
      expect(hrefs).toContain(path);
    }
    expect(hrefs).toContain(paths.signIn);
  });

  it("names a singleton schema for each app page's texts (content/pageKinds.ts)", () => {
    const texts = pageKinds().flatMap(([, entry]) => (entry.texts ? [entry.texts.type] : []));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((type) => !singletonTypes.has(type))).toEqual([]);
  });

  it("lists the singleton of an app page's texts on the pages it words (content/pageKinds.ts)", () => {
    expect(locationsOf("accountPages", {})?.locations).toEqual([
      { title: "Sign In", href: paths.signIn },
      { title: "Create Account", href: paths.signUp },
      { title: "Reset Password", href: paths.forgotPassword },
    ]);
    expect(locationsOf("dashboardPage", {})?.locations).toEqual([
      { title: "Dashboard", href: paths.dashboard },
      { title: "Dashboard: Agents", href: paths.dashboardAgents },
      { title: "Dashboard: Runs", href: paths.dashboardRuns },
      { title: "Dashboard: Run", href: paths.dashboardRun },
      { title: "Dashboard: Workflows", href: paths.dashboardWorkflows },
      { title: "Dashboard: Usage and plan", href: paths.dashboardPlan },
      { title: "Dashboard: Settings", href: paths.dashboardSettings },
    ]);
    expect(locationsOf("notFoundPage", {})?.locations).toEqual([
      { title: "Page not found", href: paths.notFound },
    ]);
  });

  it("lists a legal page at its slug", () => {
    expect(
      locationsOf("legalPage", { title: "Privacy Policy", slug: slugged("privacy-policy") })?.locations,
    ).toEqual([{ title: "Privacy Policy", href: paths.privacy }]);
  });
});

describe("Presentation tool options", () => {
  it("frames npm start's site by default and allows only it", () => {
    const options = presentationOptions({});
    expect(options.previewUrl).toEqual({ initial: "http://localhost:5000" });
    expect(options.allowOrigins).toEqual(["http://localhost:5000"]);
  });

  it("takes the preview URL and the production origin from the environment", () => {
    const options = presentationOptions({
      SANITY_STUDIO_PREVIEW_URL: "https://preview.nexora.ai/",
      SANITY_STUDIO_SITE_URL: "https://www.nexora.ai",
    });
    expect(options.previewUrl).toEqual({ initial: "https://preview.nexora.ai/" });
    expect(options.allowOrigins).toEqual([
      "http://localhost:5000",
      "https://preview.nexora.ai",
      "https://www.nexora.ai",
    ]);
  });
});
