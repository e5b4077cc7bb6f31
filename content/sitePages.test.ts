import { describe, expect, it } from "vitest";
import { paths } from "./paths";
import { localizedPath } from "./documentPaths";
import { NOT_FOUND_PATH, sitePages, type TranslatedSlugs } from "./sitePages";

const spanish: TranslatedSlugs = { language: "es", agents: [], pages: ["index"], legal: [] };
const base = { agents: [], pages: ["index"] };
const at = (path: string, translations: TranslatedSlugs[]) =>
  sitePages({ ...base, translations }).find((page) => page.path === path);

describe("a language's own app pages", () => {
  it("are its sign-in, sign-up, forgot-password and client area's pages where it has pages of its own", () => {
    for (const [path, kind] of [
      ["/es/signin", "signIn"],
      ["/es/signup", "signUp"],
      ["/es/forgot-password", "forgotPassword"],
      ["/es/dashboard", "dashboard"],
      ["/es/dashboard/agents", "dashboardAgents"],
      ["/es/dashboard/runs", "dashboardRuns"],
      ["/es/dashboard/run", "dashboardRun"],
      ["/es/dashboard/workflows", "dashboardWorkflows"],
      ["/es/dashboard/plan", "dashboardPlan"],
      ["/es/dashboard/billing", "dashboardBilling"],
      ["/es/dashboard/billing/invoice", "dashboardInvoice"],
      ["/es/dashboard/settings", "dashboardSettings"],
    ] as const) {
      expect(at(path, [{ ...spanish, appPages: true }])).toEqual({
        path,
        kind,
        indexable: false,
        language: "es",
      });
      expect(at(path, [spanish])).toBeUndefined();
    }
  });

  it("come with its not-found page at its /404, for the host to serve to its speakers", () => {
    const notFound = localizedPath(NOT_FOUND_PATH, "es");
    expect(notFound).toBe("/es/404");
    expect(at(notFound, [{ ...spanish, appPages: true }])).toEqual({
      path: notFound,
      kind: "notFound",
      indexable: false,
      language: "es",
    });
    expect(at(notFound, [spanish])).toBeUndefined();
    expect(at(NOT_FOUND_PATH, [spanish])).toEqual({
      path: NOT_FOUND_PATH,
      kind: "notFound",
      indexable: false,
    });
  });

  it("leave the English ones as they are", () => {
    const pages = sitePages({ ...base, translations: [{ ...spanish, appPages: true }] });
    for (const path of [
      paths.signIn,
      paths.signUp,
      paths.forgotPassword,
      paths.dashboard,
      paths.dashboardAgents,
      paths.dashboardRuns,
      paths.dashboardRun,
      paths.dashboardWorkflows,
      paths.dashboardPlan,
      paths.dashboardBilling,
      paths.dashboardInvoice,
      paths.dashboardSettings,
    ])
      expect(pages.find((page) => page.path === path)?.language).toBeUndefined();
  });
});

describe("a language's blog", () => {
  const blog = {
    posts: ["hola"],
    categories: [{ slug: "guias", posts: 1 }],
    authors: [{ slug: "ana", posts: 1 }],
  };

  it("is its posts and lists under its prefix, in its language, where it has posts of its own", () => {
    const pages = sitePages({ ...base, translations: [{ ...spanish, blog }] });
    const spanishBlog = pages.filter((page) => page.kind === "blog" && page.language === "es");
    expect(spanishBlog.map((page) => page.path)).toEqual([
      "/es/insights",
      "/es/insights/category/guias",
      "/es/insights/author/ana",
      "/es/insights/hola",
    ]);
    expect(spanishBlog.every((page) => page.indexable)).toBe(true);
  });

  it("has no page without a post, not even its list", () => {
    const empty = { posts: [], categories: [], authors: [] };
    expect(at("/es/insights", [{ ...spanish, blog: empty }])).toBeUndefined();
    expect(at("/es/insights", [spanish])).toBeUndefined();
    expect(at(paths.insights, [spanish])).toMatchObject({ kind: "blog" });
  });
});
