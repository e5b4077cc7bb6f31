// The kinds of page and, for the app's own pages, where each is and which document holds its
// texts. The page list (sitePages.ts, which the build prerenders), the addresses (paths.ts) and the
// Studio's Presentation tool (studio/presentation.ts) are made from it; web/routes.ts names the
// route module of each. A page with code of its own is one entry here, its route, its texts' schema
// and query.

type PageKindEntry = {
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

/** An app page: at a fixed address, in every language with pages of its own. */
const appPage = <P extends string>(path: P, texts: PageKindEntry["texts"]) => ({
  path,
  indexable: false,
  translated: "everyLanguage" as const,
  texts,
});
/** An area of the client area (docs/client-area.md): an app page worded by `dashboardPage`. */
const dashboardArea = <P extends string>(path: P, title: string) =>
  appPage(path, { type: "dashboardPage", title });
/** A legal page: a `legalPage` document at a fixed address (its slug). */
const legalPage = <P extends string>(path: P) => ({
  path,
  translated: "legalPage" as const,
});

export const PAGE_KINDS = {
  agent: {},
  page: {},
  blog: {},
  terms: legalPage("/terms-conditions"),
  privacy: legalPage("/privacy-policy"),
  signIn: appPage("/signin", { type: "accountPages", title: "Sign In" }),
  signUp: appPage("/signup", { type: "accountPages", title: "Create Account" }),
  forgotPassword: appPage("/forgot-password", {
    type: "accountPages",
    title: "Reset Password",
  }),
  /** The client area's Overview; its other areas follow, in the order of its navigation. */
  dashboard: dashboardArea("/dashboard", "Dashboard"),
  dashboardAgents: dashboardArea("/dashboard/agents", "Dashboard: Agents"),
  dashboardRuns: dashboardArea("/dashboard/runs", "Dashboard: Runs"),
  /** A run's page, under Runs (not in the navigation): one page for every run, its id in the query. */
  dashboardRun: dashboardArea("/dashboard/run", "Dashboard: Run"),
  dashboardWorkflows: dashboardArea("/dashboard/workflows", "Dashboard: Workflows"),
  dashboardPlan: dashboardArea("/dashboard/plan", "Dashboard: Usage and plan"),
  dashboardBilling: dashboardArea("/dashboard/billing", "Dashboard: Billing"),
  /** An invoice's receipt, under Billing (not in the navigation): one page for every invoice, its id in the query. */
  dashboardInvoice: dashboardArea("/dashboard/billing/invoice", "Dashboard: Receipt"),
  dashboardSettings: dashboardArea("/dashboard/settings", "Dashboard: Settings"),
  /** Prerendered, not linked to: the host serves it as 404.html for any unknown path. */
  notFound: appPage("/404", { type: "notFoundPage", title: "Page not found" }),
} satisfies Record<string, PageKindEntry>;

/**
 * A kind of page: the app's own pages, an agent's, the blog's (its lists and posts), the
 * not-found page, and a page built in the Studio (`page`).
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
