// The registry of page kinds, as blocks/registry.ts is for blocks: what draws each kind of page
// and, for the app's own pages, where each is and which document holds its texts. The page list
// (sitePages.ts), the addresses (paths.ts), the route table and the prerender list
// (web/routeTable.ts) and the Studio's Presentation tool (studio/presentation.ts) are made from it.
// A page with code of its own is one entry here, its route module, its texts' schema and query.

const SITE_LAYOUT = "routes/site-layout.tsx";

/** The route module that renders a kind of page and its layout route, relative to `web/`. */
export type PageRoute = {
  file: string;
  layout: typeof SITE_LAYOUT | "routes/agent-layout.tsx";
};

/** The route of the blog's pages and of every unknown address, the not-found page's. */
export const CATCH_ALL: PageRoute = { file: "routes/catch-all.tsx", layout: SITE_LAYOUT };

type PageKindEntry = {
  route: PageRoute;
  /** The app's own page at a fixed address, which no page built in the Studio may take. */
  path?: string;
  /** For search engines (default true). */
  indexable?: boolean;
  /** Where it is in other languages: each language with pages of its own has it (an app page),
   * or it is a legal page, wherever its document has a translation. */
  translated?: "everyLanguage" | "legalPage";
  /** The singleton whose document holds the page's texts, and the page's name in the Studio. */
  texts?: { type: string; title: string };
};

/** An app page: its own route module at a fixed address, in every language with pages of its own. */
const appPage = <P extends string>(file: string, path: P, texts: PageKindEntry["texts"]) => ({
  route: { file, layout: SITE_LAYOUT } as PageRoute,
  path,
  indexable: false,
  translated: "everyLanguage" as const,
  texts,
});
/** An area of the client area (docs/client-area.md): an app page worded by `dashboardPage`. */
const dashboardArea = <P extends string>(file: string, path: P, title: string) =>
  appPage(file, path, { type: "dashboardPage", title });
/** A legal page: a `legalPage` document at a fixed address (its slug). */
const legalPage = <P extends string>(file: string, path: P) => ({
  route: { file, layout: SITE_LAYOUT } as PageRoute,
  path,
  translated: "legalPage" as const,
});

export const PAGE_KINDS = {
  agent: { route: { file: "routes/agent.tsx", layout: "routes/agent-layout.tsx" } },
  page: { route: { file: "routes/page.tsx", layout: SITE_LAYOUT } },
  blog: { route: CATCH_ALL },
  terms: legalPage("routes/terms-conditions.tsx", "/terms-conditions"),
  privacy: legalPage("routes/privacy-policy.tsx", "/privacy-policy"),
  signIn: appPage("routes/signin.tsx", "/signin", { type: "accountPages", title: "Sign In" }),
  signUp: appPage("routes/signup.tsx", "/signup", { type: "accountPages", title: "Create Account" }),
  forgotPassword: appPage("routes/forgot-password.tsx", "/forgot-password", {
    type: "accountPages",
    title: "Reset Password",
  }),
  /** The client area's Overview; its other areas follow, in the order of its navigation. */
  dashboard: dashboardArea("routes/dashboard.tsx", "/dashboard", "Dashboard"),
  dashboardAgents: dashboardArea("routes/dashboard-agents.tsx", "/dashboard/agents", "Dashboard: Agents"),
  dashboardRuns: dashboardArea("routes/dashboard-runs.tsx", "/dashboard/runs", "Dashboard: Runs"),
  /** A run's page, under Runs (not in the navigation): one page for every run, its id in the query. */
  dashboardRun: dashboardArea("routes/dashboard-run.tsx", "/dashboard/run", "Dashboard: Run"),
  dashboardWorkflows: dashboardArea(
    "routes/dashboard-workflows.tsx",
    "/dashboard/workflows",
    "Dashboard: Workflows",
  ),
  dashboardPlan: dashboardArea("routes/dashboard-plan.tsx", "/dashboard/plan", "Dashboard: Usage and plan"),
  dashboardSettings: dashboardArea(
    "routes/dashboard-settings.tsx",
    "/dashboard/settings",
    "Dashboard: Settings",
  ),
  /** Prerendered, not linked to: the host serves it as 404.html for any unknown path. */
  notFound: {
    ...appPage(CATCH_ALL.file, "/404", { type: "notFoundPage", title: "Page not found" }),
    route: CATCH_ALL,
  },
} satisfies Record<string, PageKindEntry>;

/**
 * What renders a page: the app's own pages each have one, the agents share one, the blog (its
 * lists and posts) and the not-found page share the route of every other address, and each page
 * built in the Studio is a `page`.
 */
export type PageKind = keyof typeof PAGE_KINDS;

/** The kinds of page, each with its entry. */
export const pageKinds = () => Object.entries(PAGE_KINDS) as [PageKind, PageKindEntry][];

type FixedPaths = {
  [
    K in PageKind as (typeof PAGE_KINDS)[K] extends { path: string } ? K : never
  ]: (typeof PAGE_KINDS)[K] extends {
    path: infer P;
  }
    ? P
    : never;
};

/** The address of each page kind that has one of its own (paths.ts lists them with the others). */
export const fixedPaths = Object.fromEntries(
  pageKinds().flatMap(([kind, { path }]) => (path ? [[kind, path]] : [])),
) as FixedPaths;
