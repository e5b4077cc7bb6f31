import type { ComponentType } from "react";
import type { createRoutesStub } from "react-router";
import { paths } from "#content/paths.ts";
import { parsePostListPath, postListParams } from "#content/postLists.ts";
import * as queries from "#content/queries.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import type { PageData } from "#web/shared/sanity/live.ts";
import * as insightsContent from "#web/features/insights/insightsContent.ts";
import AgentLayout from "#web/routes/agent-layout/route.tsx";
import * as agentRoute from "#web/routes/agent/route.tsx";
import * as insightsRoute from "#web/routes/insights/route.tsx";
import * as dashboardRoute from "#web/routes/dashboard/route.tsx";
import * as dashboardAgentsRoute from "#web/routes/dashboard/agents/route.tsx";
import * as dashboardBillingRoute from "#web/routes/dashboard/billing/route.tsx";
import * as dashboardInvoiceRoute from "#web/routes/dashboard/invoice/route.tsx";
import * as dashboardPlanRoute from "#web/routes/dashboard/plan/route.tsx";
import * as dashboardRunRoute from "#web/routes/dashboard/run/route.tsx";
import * as dashboardRunsRoute from "#web/routes/dashboard/runs/route.tsx";
import * as dashboardSettingsRoute from "#web/routes/dashboard/settings/route.tsx";
import * as dashboardWorkflowsRoute from "#web/routes/dashboard/workflows/route.tsx";
import * as forgotPasswordRoute from "#web/routes/forgot-password/route.tsx";
import * as builtPageRoute from "#web/routes/page/route.tsx";
import * as privacyPolicyRoute from "#web/routes/privacy-policy/route.tsx";
import * as signInRoute from "#web/routes/signin/route.tsx";
import * as signUpRoute from "#web/routes/signup/route.tsx";
import SiteLayout from "#web/routes/site-layout/route.tsx";
import * as termsRoute from "#web/routes/terms-conditions/route.tsx";
import type { AuthContextValue } from "#web/shared/auth/authState.ts";
import { authStandIn } from "../auth-stand-in";
import { bundledDoc, type Run } from "./dataset";

// What a stub route accepts as Component and ErrorBoundary (route modules type their own props).
type StubComponent = NonNullable<Parameters<typeof createRoutesStub>[0][number]["Component"]>;
type RouteModule = { default: StubComponent; ErrorBoundary?: StubComponent };

/** Text the page shows from the bundled dataset, and the fields whose removal hides it; or,
 * with `selector`, an element the page shows whatever its texts. */
export type Anchor = { text: string; hiddenWithout: string[]; selector?: string };

/** The page's form, with its control named `name` (the spec's field names are not content). */
const formAnchor = (name: string): Anchor => ({
  text: "",
  hiddenWithout: [],
  selector: `form [name="${name}"]`,
});

export type Page = {
  url: string;
  route: { index: true } | { path: string };
  layout: ComponentType;
  module: RouteModule;
  /** The route module's own `load`, with the variant dataset as its content source. */
  load: (run: Run) => Promise<unknown>;
  /** Candidates in order of preference: the first one the variant leaves in place is asserted. */
  anchors: Anchor[];
  auth?: AuthContextValue;
  /** The content is the not-found page's texts, which the loader throws with status 404. */
  notFound?: true;
  /**
   * What the route's client loader reads from the backend, besides the content (the client
   * area's): for the page's address and texts.
   */
  reads?: () => Promise<(url: URL, page: PageData<DashboardPageQueryResult>) => unknown>;
};

/** The bundled string at `docId.fieldPath`; hidden when its top-level field (or `alsoHiddenWithout`) goes. */
function anchor(docId: string, fieldPath: string[], alsoHiddenWithout: string[] = []): Anchor {
  const text = fieldPath.reduce<unknown>(
    (value, key) => (value as Record<string, unknown> | null)?.[key],
    bundledDoc(docId),
  );
  if (typeof text !== "string" || !text.trim()) {
    throw new Error(`Anchor ${docId}.${fieldPath.join(".")} is not a text in the bundled dataset`);
  }
  return { text, hiddenWithout: [fieldPath[0], ...alsoHiddenWithout].map((field) => `${docId}.${field}`) };
}

/** The bundled string at `field` of the section `key` of a built page; hidden when the
 * section's field goes, or the page's sections. */
function sectionAnchor(docId: string, key: string, field: string[]): Anchor {
  const sections = bundledDoc(docId).sections as { _key: string }[];
  const index = sections.findIndex((section) => section._key === key);
  const { text } = anchor(docId, ["sections", String(index), ...field]);
  return { text, hiddenWithout: [`${docId}.sections`, `${docId}.sections.${key}.${field[0]}`] };
}

export const AGENT_ID = "agent-content-creator";
export const EVERY_BLOCK_ID = "page-every-block";
const agentSlug = (bundledDoc(AGENT_ID).slug as { current: string }).current;
const signedIn = authStandIn({
  status: "signed-in",
  user: { uid: "u1", displayName: "Ada", email: "ada@example.com", emailVerified: true, hasPassword: true },
});

/** A page built from blocks, at its address. */
const builtPage = (url: string, anchors: Anchor[]): Page => ({
  url,
  route: url === "/" ? { index: true } : { path: url.slice(1) },
  layout: SiteLayout,
  module: builtPageRoute,
  load: (run) => builtPageRoute.load(run, queries, url),
  anchors,
});

/** A page of the site's layout whose route module loads from the queries alone, at its address. */
const fixedPage = (
  url: string,
  module: RouteModule & { load: (run: Run, given: typeof queries) => Promise<unknown> },
  anchors: Anchor[],
): Page => ({
  url,
  route: { path: url.slice(1) },
  layout: SiteLayout,
  module,
  load: (run) => module.load(run, queries),
  anchors,
});

/** A client-area route: its client loader gives its reads' code (areaLoader.ts). */
type AreaRoute = Parameters<typeof fixedPage>[1] & { clientLoader: { reads: NonNullable<Page["reads"]> } };

/** An area of the client area, signed in: its heading, else what its lists say without a backend. */
const dashboardArea = (url: string, module: AreaRoute, texts: string): Page => ({
  ...fixedPage(url, module, [
    anchor("dashboardPage", [texts, "title"]),
    anchor("dashboardPage", ["loadStates", "noBackendText"]),
  ]),
  auth: signedIn,
  reads: module.clientLoader.reads,
});

export const POST_ID = "post-choosing-your-first-workflow-to-automate";
// The first page of /insights shows the 12 newest posts: this one among them.
const NEWEST_POST_ID = "post-atlas-realty-five-minute-lead-follow-up";
export const AUTHOR_ID = "author-maya-okafor";
export const CATEGORY_ID = "category-automation-playbooks";
const slugOf = (id: string) => (bundledDoc(id).slug as { current: string }).current;

/** A page of one of the blog's lists, at its address. */
const postListPage = (url: string, anchors: Anchor[]): Page => {
  const list = parsePostListPath(url)!;
  return {
    url,
    route: { path: url.slice(1) },
    layout: SiteLayout,
    module: insightsRoute,
    load: (run) => insightsContent.loadList(run, queries, list, postListParams(list)),
    anchors,
  };
};

export const pages = {
  home: builtPage(paths.home, [
    sectionAnchor("page-home", "hero", ["headline"]),
    sectionAnchor("page-home", "services", ["heading", "title"]),
    anchor("page-home", ["title"]),
  ]),
  agents: builtPage(paths.agents, [anchor("page-agents", ["title"]), anchor(AGENT_ID, ["cardDescription"])]),
  agent: {
    url: paths.agent(agentSlug),
    route: { path: paths.agent(agentSlug) },
    layout: AgentLayout,
    module: agentRoute,
    load: (run) => agentRoute.load(run, queries, agentSlug),
    anchors: [anchor(AGENT_ID, ["heroTagline"]), anchor(AGENT_ID, ["heroText"])],
  },
  // Pages built from blocks. One that opens with a hero has no banner, and shows its title in
  // a banner when it has no sections; every-block holds every block.
  everyBlock: builtPage("/every-block", [
    sectionAnchor(EVERY_BLOCK_ID, "hero", ["headline"]),
    sectionAnchor(EVERY_BLOCK_ID, "richtext", ["heading", "title"]),
    anchor(EVERY_BLOCK_ID, ["title"]),
  ]),
  // An agent removed after the build: live content finds none, and the page says so in the
  // not-found page's words.
  goneAgent: {
    url: paths.agent("no-such-agent"),
    route: { path: "agents/no-such-agent" },
    layout: AgentLayout,
    module: agentRoute,
    load: (run) => agentRoute.load(run, queries, "no-such-agent"),
    anchors: [anchor("notFoundPage", ["title"]), anchor("notFoundPage", ["helpTitle"])],
  },
  aboutUs: builtPage(paths.about, [
    anchor("page-about-us", ["title"]),
    sectionAnchor("page-about-us", "mission-vision", ["cards", "0", "title"]),
  ]),
  pricing: builtPage(paths.pricing, [
    anchor("page-pricing", ["title"]),
    sectionAnchor("page-pricing", "packages", ["heading", "title"]),
  ]),
  contact: builtPage(paths.contact, [
    anchor("page-contact", ["title"]),
    sectionAnchor("page-contact", "contact-form", ["title"]),
  ]),
  terms: fixedPage(paths.terms, termsRoute, [
    anchor("legal-terms-conditions", ["title"]),
    anchor("legal-terms-conditions", ["intro"]),
  ]),
  privacy: fixedPage(paths.privacy, privacyPolicyRoute, [
    anchor("legal-privacy-policy", ["title"]),
    anchor("legal-privacy-policy", ["intro"]),
  ]),
  dashboard: {
    ...fixedPage(paths.dashboard, dashboardRoute, [
      // The quick stats section is left out altogether when there are no stats.
      anchor("dashboardPage", ["quickStatsTitle"], ["quickStats"]),
      anchor("dashboardPage", ["quickStats", "0", "label"]),
      { text: "Welcome, Ada", hiddenWithout: [] },
    ]),
    auth: signedIn,
    reads: dashboardRoute.clientLoader.reads,
  },
  // The other areas of the client area, under their headings (the Overview's figures do not
  // need a backend; their lists say that none is configured).
  dashboardAgents: dashboardArea(paths.dashboardAgents, dashboardAgentsRoute, "agentsCard"),
  dashboardRuns: dashboardArea(paths.dashboardRuns, dashboardRunsRoute, "runsArea"),
  // A run's page without an id: the run is not found, whatever the backend.
  dashboardRun: {
    ...dashboardArea(paths.dashboardRun, dashboardRunRoute, "runsArea"),
    anchors: [
      anchor("dashboardPage", ["runsArea", "runTitle"]),
      anchor("dashboardPage", ["runsArea", "notFoundText"]),
      anchor("dashboardPage", ["navigation", "runs"]),
    ],
  },
  dashboardWorkflows: dashboardArea(paths.dashboardWorkflows, dashboardWorkflowsRoute, "workflowsCard"),
  dashboardPlan: dashboardArea(paths.dashboardPlan, dashboardPlanRoute, "planArea"),
  dashboardBilling: dashboardArea(paths.dashboardBilling, dashboardBillingRoute, "billingArea"),
  // A receipt without an id: the invoice is not found, whatever the backend.
  dashboardInvoice: {
    ...dashboardArea(paths.dashboardInvoice, dashboardInvoiceRoute, "billingArea"),
    anchors: [
      anchor("dashboardPage", ["billingArea", "receiptPageTitle"]),
      anchor("dashboardPage", ["billingArea", "receiptNotFoundText"]),
      anchor("dashboardPage", ["navigation", "billing"]),
    ],
  },
  dashboardSettings: dashboardArea(paths.dashboardSettings, dashboardSettingsRoute, "settingsCard"),
  signIn: fixedPage(paths.signIn, signInRoute, [
    anchor("accountPages", ["signIn", "title"]),
    formAnchor("rememberMe"),
  ]),
  signUp: fixedPage(paths.signUp, signUpRoute, [
    anchor("accountPages", ["signUp", "title"]),
    formAnchor("email"),
  ]),
  forgotPassword: fixedPage(paths.forgotPassword, forgotPasswordRoute, [
    anchor("accountPages", ["resetPassword", "title"]),
    formAnchor("email"),
  ]),
  insights: postListPage(paths.insights, [
    anchor("insightsPage", ["title"]),
    anchor(NEWEST_POST_ID, ["title"]),
  ]),
  category: postListPage(paths.category(slugOf(CATEGORY_ID)), [
    anchor(CATEGORY_ID, ["title"]),
    anchor(POST_ID, ["title"]),
  ]),
  author: postListPage(paths.author(slugOf(AUTHOR_ID)), [
    anchor(AUTHOR_ID, ["name"]),
    anchor(POST_ID, ["title"]),
  ]),
  post: {
    url: paths.post(slugOf(POST_ID)),
    route: { path: paths.post(slugOf(POST_ID)).slice(1) },
    layout: SiteLayout,
    module: insightsRoute,
    load: (run) => insightsContent.loadPost(run, queries, slugOf(POST_ID), "https://example.com/post"),
    anchors: [anchor(POST_ID, ["title"]), anchor(POST_ID, ["excerpt"])],
  },
  // Drawn by the root's error boundary, from what the page's loader throws (notFound.server.ts).
  notFound: {
    url: "/no-such-page",
    route: { path: "*" },
    layout: SiteLayout,
    module: builtPageRoute,
    load: (run) => run(queries.notFoundPageQuery, { language: "en" }),
    notFound: true,
    anchors: [anchor("notFoundPage", ["title"]), anchor("notFoundPage", ["helpTitle"])],
  },
} satisfies Record<string, Page>;
