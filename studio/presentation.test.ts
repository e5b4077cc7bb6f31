import { evaluate, parse } from "groq-js";
import { firstValueFrom, from, isObservable } from "rxjs";
import { describe, expect, it } from "vitest";
import { schemaTypes, singletonTypes } from "../schemas";
import { pageKinds } from "../content/pageKinds";
import { fetchContent } from "../web/shared/sanity/fetch.server";
import { listContentSlugs } from "../web/shared/sanity/contentSlugs.server";
import { paths } from "../content/paths";
import { localizedPath } from "../content/documentPaths";
import { sitePages } from "../content/sitePages";
import { mainDocuments, presentationOptions, resolveLocations } from "./presentation";

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

type Doc = Record<string, unknown>;

/** A document store whose queries run on `dataset` with groq-js, where the Studio's run on the API. */
const storeOf = (dataset: Doc[]) => ({
  listenQuery: (query: string, params: Record<string, unknown>) =>
    from(
      Promise.resolve(evaluate(parse(query, { params }), { dataset, params })).then((result) => result.get()),
    ),
});

/**
 * The pages the tool lists for a document with these fields (`_id` "doc" unless given), through
 * the tool's resolver (`resolveLocations`), among the other documents of `dataset`.
 */
async function locationsOf(type: string, document: Doc, dataset: Doc[] = []) {
  const doc = { _id: "doc", _type: type, ...document };
  const state = resolveLocations(
    { id: String(doc._id), type, version: undefined, perspectiveStack: ["drafts"] },
    { documentStore: storeOf([doc, ...dataset]) as never },
  );
  return isObservable(state) ? await firstValueFrom(state) : state;
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
  const ON_NO_PAGE = ["redirect"];

  // A form shows on the pages that name it (below).
  it.each(documentTypes.filter((type) => !ON_NO_PAGE.includes(type) && type !== "form"))(
    "%s lists pages of the site",
    async (type) => {
      const slug = slugs[type] ?? "data-analyst";
      const state = await locationsOf(type, {
        name: "Data Analyst",
        title: "Privacy Policy",
        slug: slugged(slug),
      });
      const hrefs = (state?.locations ?? []).map((location) => location.href);
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.filter((href) => !sitePaths.has(href))).toEqual([]);
    },
  );

  it.each(ON_NO_PAGE)("%s lists no page, and says why", async (type) => {
    const state = await locationsOf(type, { from: "/privacy" });
    expect(state?.locations).toEqual([]);
    expect(state?.message).toMatch(/no page/);
  });

  it("lists an agent on its page, home, /agents and /pricing", async () => {
    const state = await locationsOf("agent", { name: "Data Analyst", slug: slugged("data-analyst") });
    expect(state?.locations).toEqual([
      { title: "Data Analyst", href: paths.agent("data-analyst") },
      { title: "Home", href: paths.home },
      { title: "AI Agents", href: paths.agents },
      { title: "Pricing", href: paths.pricing },
    ]);
  });

  it("lists no page for an agent without a slug yet", async () => {
    expect(await locationsOf("agent", { name: "New agent", slug: slugged(null) })).toBeNull();
  });

  it("lists site settings on every page a visitor opens", async () => {
    const hrefs = (await locationsOf("siteSettings", {}))?.locations?.map((location) => location.href);
    for (const path of [paths.home, paths.agents, paths.about, paths.pricing, paths.contact, paths.terms]) {
      expect(hrefs).toContain(path);
    }
    expect(hrefs).toContain(paths.signIn);
  });

  it("names a singleton schema for each app page's texts (content/pageKinds.ts)", async () => {
    const texts = pageKinds().flatMap(([, entry]) => (entry.texts ? [entry.texts.type] : []));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((type) => !singletonTypes.has(type))).toEqual([]);
  });

  it("lists the singleton of an app page's texts on the pages it words (content/pageKinds.ts)", async () => {
    expect((await locationsOf("accountPages", {}))?.locations).toEqual([
      { title: "Sign In", href: paths.signIn },
      { title: "Create Account", href: paths.signUp },
      { title: "Reset Password", href: paths.forgotPassword },
    ]);
    expect((await locationsOf("dashboardPage", {}))?.locations).toEqual([
      { title: "Dashboard", href: paths.dashboard },
      { title: "Dashboard: Agents", href: paths.dashboardAgents },
      { title: "Dashboard: Runs", href: paths.dashboardRuns },
      { title: "Dashboard: Run", href: paths.dashboardRun },
      { title: "Dashboard: Workflows", href: paths.dashboardWorkflows },
      { title: "Dashboard: Usage and plan", href: paths.dashboardPlan },
      { title: "Dashboard: Billing", href: paths.dashboardBilling },
      { title: "Dashboard: Receipt", href: paths.dashboardInvoice },
      { title: "Dashboard: Settings", href: paths.dashboardSettings },
    ]);
    expect((await locationsOf("notFoundPage", {}))?.locations).toEqual([
      { title: "Page not found", href: paths.notFound },
    ]);
  });

  describe("a form, on the pages of its language whose Form sections name it or its translation", () => {
    const form = (_id: string, language: string) => ({ _id, _type: "form", language });
    const page = (slug: string, language: string, formRef?: string) => ({
      _id: `page-${slug}`,
      _type: "page",
      title: slug.toUpperCase(),
      slug: slugged(slug),
      language,
      sections: formRef ? [{ _key: "a", _type: "formSection", form: { _ref: formRef } }] : [],
    });
    const dataset = [
      form("form-webinar-es", "es"),
      {
        _id: "translation.metadata.webinar",
        _type: "translation.metadata",
        translations: [
          { _key: "en", language: "en", value: { _ref: "form-webinar" } },
          { _key: "es", language: "es", value: { _ref: "form-webinar-es" } },
        ],
      },
      form("form-guide", "en"),
      page("events", "en", "form-webinar"),
      page("webinars", "en", "form-webinar-es"), // shows the English translation
      page("eventos", "es", "form-webinar"), // shows the Spanish translation
      page("guides", "en", "form-guide"),
      page("about", "en"),
    ];

    it("lists each page that shows it, in its language", async () => {
      const english = await locationsOf("form", { _id: "form-webinar", language: "en" }, dataset);
      expect(english?.locations).toEqual([
        { title: "EVENTS", href: paths.page("events") },
        { title: "WEBINARS", href: paths.page("webinars") },
      ]);
      const spanish = await locationsOf("form", { _id: "form-webinar-es", language: "es" }, dataset.slice(1));
      expect(spanish?.locations).toEqual([
        { title: "EVENTOS", href: localizedPath(paths.page("eventos"), "es") },
      ]);
    });

    it("says how to show a form no page shows", async () => {
      const state = await locationsOf("form", { _id: "form-new", language: "en" }, dataset);
      expect(state?.locations).toEqual([]);
      expect(state?.message).toMatch(/^No page shows this form yet/);
    });
  });

  it("lists a legal page at its slug", async () => {
    expect(
      (await locationsOf("legalPage", { title: "Privacy Policy", slug: slugged("privacy-policy") }))
        ?.locations,
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
