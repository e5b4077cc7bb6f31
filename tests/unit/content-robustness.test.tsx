// "Content cannot break the site": every page renders, without an error boundary or a
// console.error, with the bundled dataset and with each optional top-level field of the
// documents that feed it removed in turn (and each array field emptied). The page's real
// GROQ queries run with groq-js on the modified dataset, as the build-time loaders do, and
// the real route modules render inside their layout under a root route with the root data.
import { readFileSync } from "node:fs";
import path from "node:path";
import { format } from "node:util";
import type { ComponentType } from "react";
import type { ClientReturn } from "@sanity/client";
import { render, waitFor, within } from "@testing-library/react";
import { evaluate, parse } from "groq-js";
import { withLanguage } from "#content/config.ts";
import type { SanityDocumentLike as Doc } from "sanity";
import { Outlet, createRoutesStub } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { ErrorBoundary as RootErrorBoundary } from "#web/root.tsx";
import AgentLayout from "#web/routes/agent-layout.tsx";
import * as agentRoute from "#web/routes/agent.tsx";
import * as dashboardRoute from "#web/routes/dashboard.tsx";
import * as dashboardAgentsRoute from "#web/routes/dashboard-agents.tsx";
import * as dashboardRunRoute from "#web/routes/dashboard-run.tsx";
import * as dashboardRunsRoute from "#web/routes/dashboard-runs.tsx";
import * as dashboardPlanRoute from "#web/routes/dashboard-plan.tsx";
import * as dashboardSettingsRoute from "#web/routes/dashboard-settings.tsx";
import * as dashboardWorkflowsRoute from "#web/routes/dashboard-workflows.tsx";
import * as forgotPasswordRoute from "#web/routes/forgot-password.tsx";
import * as builtPageRoute from "#web/routes/page.tsx";
import * as catchAllRoute from "#web/routes/catch-all.tsx";
import { loadNotFound } from "#web/app/liveAddress.ts";
import * as insightsContent from "#web/features/insights/insightsContent.ts";
import * as privacyPolicyRoute from "#web/routes/privacy-policy.tsx";
import * as signInRoute from "#web/routes/signin.tsx";
import * as signUpRoute from "#web/routes/signup.tsx";
import SiteLayout from "#web/routes/site-layout.tsx";
import * as termsRoute from "#web/routes/terms-conditions.tsx";
import type { AuthContextValue } from "#web/shared/auth/authState.ts";
import * as queries from "#content/queries.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import { parseSeedDataset } from "#content/seedDataset.ts";
import { AuthStandInProvider, authStandIn } from "./auth-stand-in";
import { paths } from "#content/paths.ts";
import { parsePostListPath, postListParams } from "#content/postLists.ts";
import { stubMatchMedia } from "./match-media";
import { ERROR_PAGE } from "#web/shared/i18n/messages/errorPage.ts";

// --- The bundled dataset, loaded as fetch.server.ts loads it -------------------------------

const SEED_FILE = path.resolve("studio/seed/production.ndjson");
const bundled = parseSeedDataset(readFileSync(SEED_FILE, "utf8"), SEED_FILE);

function bundledDoc(id: string): Doc {
  const doc = bundled.find((candidate) => candidate._id === id);
  if (!doc) throw new Error(`The bundled dataset has no document ${id}`);
  return doc;
}

// --- Variants of a document -----------------------------------------------------------------

/** A field of a document removed or emptied: a top-level field, or `sections.<key>.<field>`, a
 * field of one section of a page built from blocks. */
type Variant = { docId: string; field: string; change: "without" | "with empty" };

const SYSTEM_FIELDS = new Set(["_id", "_type", "_rev", "_createdAt", "_updatedAt", "_key"]);
// The route needs these to exist: an agent page, a legal page and a built page are found by slug.
const KEPT_FIELDS: Record<string, string[]> = {
  agent: ["slug"],
  legalPage: ["slug"],
  page: ["slug"],
  post: ["slug"],
  author: ["slug"],
  category: ["slug"],
};

// The extracted schema marks each field the Studio does not require as `optional`.
type Attributes = Record<string, { optional?: boolean }>;
type SchemaType = { name: string; attributes?: Attributes; value?: { attributes?: Attributes } };
const schemaTypes = JSON.parse(readFileSync(path.resolve("schemas/schema.json"), "utf8")) as SchemaType[];

function isOptional(type: string, field: string): boolean {
  const schemaType = schemaTypes.find((candidate) => candidate.name === type);
  const attribute = (schemaType?.attributes ?? schemaType?.value?.attributes)?.[field];
  return !attribute || attribute.optional === true;
}

type Fields = Record<string, unknown> & { _type: string };

/** Each optional field of `value` removed in turn, then each array field emptied. */
function fieldVariants(docId: string, value: Fields, prefix = ""): Variant[] {
  const fields = Object.keys(value).filter(
    (field) =>
      !SYSTEM_FIELDS.has(field) &&
      !KEPT_FIELDS[value._type]?.includes(field) &&
      isOptional(value._type, field),
  );
  return [
    ...fields.map((field): Variant => ({ docId, field: prefix + field, change: "without" })),
    ...fields
      .filter((field) => Array.isArray(value[field]))
      .map((field): Variant => ({ docId, field: prefix + field, change: "with empty" })),
  ];
}

/** The document's variants, and for a page built from blocks those of each of its sections. */
function variantsOf(docId: string): Variant[] {
  const doc = bundledDoc(docId);
  const sections = Array.isArray(doc.sections) ? (doc.sections as (Fields & { _key: string })[]) : [];
  return [
    ...fieldVariants(docId, doc),
    ...sections.flatMap((section) => fieldVariants(docId, section, `sections.${section._key}.`)),
  ];
}

function changed(value: Record<string, unknown>, field: string, change: Variant["change"]) {
  const { [field]: _removed, ...rest } = value;
  return change === "without" ? rest : { ...value, [field]: [] };
}

function applyVariant(variant: Variant | null): Doc[] {
  if (!variant) return bundled;
  const [first, key, field] = variant.field.split(".");
  return bundled.map((doc) => {
    if (doc._id !== variant.docId) return doc;
    if (!field) return changed(doc, first, variant.change) as Doc;
    const sections = (doc[first] as { _key: string }[]).map((section) =>
      section._key === key ? changed(section, field, variant.change) : section,
    );
    return { ...doc, [first]: sections };
  });
}

function docLabel(docId: string): string {
  const doc = bundledDoc(docId);
  if (doc._id === doc._type) return doc._type;
  const slug = (doc.slug as { current?: string } | undefined)?.current;
  return `${doc._type} ${slug ?? doc._id.replace(`${doc._type}-`, "")}`;
}

// --- Queries, run as the loaders run them ---------------------------------------------------

function contentFrom(dataset: Doc[]) {
  return async function run<const Q extends string>(
    query: Q,
    given?: Record<string, unknown>,
  ): Promise<ClientReturn<Q, unknown>> {
    const params = withLanguage(given);
    const result = await evaluate(parse(query, { params }), { dataset, params });
    return (await result.get()) as ClientReturn<Q, unknown>;
  };
}
type Run = ReturnType<typeof contentFrom>;

// --- Pages ----------------------------------------------------------------------------------

// What a stub route accepts as Component and ErrorBoundary (route modules type their own props).
type StubComponent = NonNullable<Parameters<typeof createRoutesStub>[0][number]["Component"]>;
type RouteModule = { default: StubComponent; ErrorBoundary?: StubComponent };

/** Text the page shows from the bundled dataset, and the fields whose removal hides it; or,
 * with `selector`, an element the page shows whatever its texts. */
type Anchor = { text: string; hiddenWithout: string[]; selector?: string };

/** The page's form, with its control named `name` (the spec's field names are not content). */
const formAnchor = (name: string): Anchor => ({
  text: "",
  hiddenWithout: [],
  selector: `form [name="${name}"]`,
});

type Page = {
  url: string;
  route: { index: true } | { path: string };
  layout: ComponentType;
  module: RouteModule;
  /** The route module's own `load`, with the variant dataset as its content source. */
  load: (run: Run) => Promise<unknown>;
  /** Candidates in order of preference: the first one the variant leaves in place is asserted. */
  anchors: Anchor[];
  auth?: AuthContextValue;
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

const AGENT_ID = "agent-content-creator";
const EVERY_BLOCK_ID = "page-every-block";
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

/** An area of the client area, signed in: its heading, else what its lists say without a backend. */
const dashboardArea = (
  url: string,
  module: RouteModule & { load: typeof dashboardRoute.load },
  texts: string,
): Page => ({
  url,
  route: { path: url },
  layout: SiteLayout,
  module,
  load: (run) => module.load(run, queries),
  anchors: [
    anchor("dashboardPage", [texts, "title"]),
    anchor("dashboardPage", ["loadStates", "noBackendText"]),
  ],
  auth: signedIn,
});

const POST_ID = "post-choosing-your-first-workflow-to-automate";
// The first page of /insights shows the 12 newest posts: this one among them.
const NEWEST_POST_ID = "post-atlas-realty-five-minute-lead-follow-up";
const AUTHOR_ID = "author-maya-okafor";
const CATEGORY_ID = "category-automation-playbooks";
const slugOf = (id: string) => (bundledDoc(id).slug as { current: string }).current;

/** A page of one of the blog's lists, at its address. */
const postListPage = (url: string, anchors: Anchor[]): Page => {
  const list = parsePostListPath(url)!;
  return {
    url,
    route: { path: url.slice(1) },
    layout: SiteLayout,
    module: catchAllRoute,
    load: (run) => insightsContent.loadList(run, queries, list, postListParams(list)),
    anchors,
  };
};

const pages = {
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
  terms: {
    url: paths.terms,
    route: { path: paths.terms },
    layout: SiteLayout,
    module: termsRoute,
    load: (run) => termsRoute.load(run, queries),
    anchors: [anchor("legal-terms-conditions", ["title"]), anchor("legal-terms-conditions", ["intro"])],
  },
  privacy: {
    url: paths.privacy,
    route: { path: paths.privacy },
    layout: SiteLayout,
    module: privacyPolicyRoute,
    load: (run) => privacyPolicyRoute.load(run, queries),
    anchors: [anchor("legal-privacy-policy", ["title"]), anchor("legal-privacy-policy", ["intro"])],
  },
  dashboard: {
    url: paths.dashboard,
    route: { path: paths.dashboard },
    layout: SiteLayout,
    module: dashboardRoute,
    load: (run) => dashboardRoute.load(run, queries),
    anchors: [
      // The quick stats section is left out altogether when there are no stats.
      anchor("dashboardPage", ["quickStatsTitle"], ["quickStats"]),
      anchor("dashboardPage", ["quickStats", "0", "label"]),
      { text: "Welcome, Ada", hiddenWithout: [] },
    ],
    auth: signedIn,
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
  dashboardSettings: dashboardArea(paths.dashboardSettings, dashboardSettingsRoute, "settingsCard"),
  signIn: {
    url: paths.signIn,
    route: { path: "signin" },
    layout: SiteLayout,
    module: signInRoute,
    load: (run) => signInRoute.load(run, queries),
    anchors: [anchor("accountPages", ["signIn", "title"]), formAnchor("rememberMe")],
  },
  signUp: {
    url: paths.signUp,
    route: { path: "signup" },
    layout: SiteLayout,
    module: signUpRoute,
    load: (run) => signUpRoute.load(run, queries),
    anchors: [anchor("accountPages", ["signUp", "title"]), formAnchor("email")],
  },
  forgotPassword: {
    url: paths.forgotPassword,
    route: { path: "forgot-password" },
    layout: SiteLayout,
    module: forgotPasswordRoute,
    load: (run) => forgotPasswordRoute.load(run, queries),
    anchors: [anchor("accountPages", ["resetPassword", "title"]), formAnchor("email")],
  },
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
    module: catchAllRoute,
    load: (run) => insightsContent.loadPost(run, queries, slugOf(POST_ID), "https://example.com/post"),
    anchors: [anchor(POST_ID, ["title"]), anchor(POST_ID, ["excerpt"])],
  },
  notFound: {
    url: "/no-such-page",
    route: { path: "*" },
    layout: SiteLayout,
    module: catchAllRoute,
    load: (run) => loadNotFound(run, queries),
    anchors: [anchor("notFoundPage", ["title"]), anchor("notFoundPage", ["helpTitle"])],
  },
} satisfies Record<string, Page>;

/** Each document that feeds a page (one agent, one of each list type, every singleton) and its pages. */
const subjects: { docId: string; pages: Page[] }[] = [
  { docId: AGENT_ID, pages: [pages.agent, pages.home, pages.agents, pages.pricing] },
  { docId: "consultingService-marketing-automation", pages: [pages.home] },
  { docId: "processStep-1", pages: [pages.home] },
  { docId: "caseStudy-brightcart", pages: [pages.home] },
  { docId: "servicePackage-strategy-planning", pages: [pages.pricing] },
  { docId: "addOn-ongoing-support-maintenance", pages: [pages.pricing] },
  { docId: "legal-terms-conditions", pages: [pages.terms] },
  { docId: "legal-privacy-policy", pages: [pages.privacy] },
  { docId: "gallery", pages: [pages.terms] },
  // The layout: navbar and footer with their menus (site layout), agent top bar and its menu, and
  // the pages that show contact details.
  { docId: "siteSettings", pages: [pages.home, pages.agent, pages.contact, pages.signIn] },
  { docId: EVERY_BLOCK_ID, pages: [pages.everyBlock] },
  { docId: "page-home", pages: [pages.home] },
  { docId: "page-agents", pages: [pages.agents] },
  { docId: "page-about-us", pages: [pages.aboutUs] },
  { docId: "page-contact", pages: [pages.contact] },
  { docId: "page-pricing", pages: [pages.pricing] },
  // The lead forms' form documents, which the home and contact pages' lead form sections refer to.
  { docId: "form-home-contact", pages: [pages.home] },
  { docId: "form-contact-page", pages: [pages.contact] },
  // Tab and plan labels on agent pages and cards.
  { docId: "agentsPage", pages: [pages.agents, pages.agent, pages.home, pages.pricing] },
  { docId: "notFoundPage", pages: [pages.notFound, pages.goneAgent] },
  { docId: "accountPages", pages: [pages.signIn, pages.signUp, pages.forgotPassword] },
  {
    docId: "dashboardPage",
    pages: [
      pages.dashboard,
      pages.dashboardAgents,
      pages.dashboardRuns,
      pages.dashboardRun,
      pages.dashboardWorkflows,
      pages.dashboardSettings,
    ],
  },
  // The blog: a post with every kind of body member, an author and a category of it, the labels.
  { docId: POST_ID, pages: [pages.post, pages.insights, pages.category, pages.author] },
  { docId: AUTHOR_ID, pages: [pages.author, pages.post] },
  { docId: CATEGORY_ID, pages: [pages.category, pages.post] },
  { docId: "insightsPage", pages: [pages.insights, pages.category, pages.author, pages.post] },
];

type Case = { name: string; page: Page; variant: Variant | null };

const cases: Case[] = [
  ...Object.values(pages).map((page): Case => ({
    name: `bundled dataset on ${page.url}`,
    page,
    variant: null,
  })),
  ...subjects.flatMap(({ docId, pages: fed }) =>
    variantsOf(docId).flatMap((variant) =>
      fed.map((page): Case => ({
        name: `${docLabel(docId)} ${variant.change} ${variant.field} on ${page.url}`,
        page,
        variant,
      })),
    ),
  ),
];

function anchorFor(page: Page, variant: Variant | null): Anchor {
  const removed = variant ? `${variant.docId}.${variant.field}` : null;
  const kept = page.anchors.find((candidate) => !removed || !candidate.hiddenWithout.includes(removed));
  if (!kept) throw new Error(`No anchor on ${page.url} survives ${removed}`);
  return kept;
}

// --- Rendering ------------------------------------------------------------------------------

function renderPage(page: Page, dataset: Doc[]) {
  const run = contentFrom(dataset);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      // The root data: settings, menus and agents, and the spec's messages (web/root.tsx).
      loader: async () => ({ ...(await run(queries.rootQuery)), messages: en }),
      Component: Outlet,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: "layout",
          Component: page.layout,
          children: [
            {
              id: "page",
              ...page.route,
              loader: async () => ({ content: await page.load(run), head: [] }),
              Component: page.module.default,
              ErrorBoundary: page.module.ErrorBoundary,
            },
          ],
        },
      ],
    },
  ]);
  render(
    <AuthStandInProvider value={page.auth ?? authStandIn()}>
      <Stub initialEntries={[page.url]} />
    </AuthStandInProvider>,
  );
}

let consoleErrors: string[] = [];

beforeAll(() => {
  // jsdom has neither; Swiper (the terms page gallery) reads its breakpoints through matchMedia.
  if (!window.matchMedia) stubMatchMedia();
  if (!window.ResizeObserver) {
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
});

afterAll(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

// The root error page in any language, or React Router's own.
const ERROR_BOUNDARY_TEXT = new RegExp(
  [...Object.values(ERROR_PAGE).map((words) => words.failed), "Unexpected Application Error"].join("|"),
);

/** Renders the page on the dataset, waits until it has settled, and returns its <main>: no error boundary shown. */
async function renderSettled(page: Page, dataset: Doc[]): Promise<HTMLElement> {
  renderPage(page, dataset);
  // Loaders resolve, then the tree renders: the layout's <main> once the page's deferred code
  // has loaded and filled it, and its lower sections (BelowTheFold) have followed; or an error
  // boundary.
  await waitFor(
    () => {
      const settled =
        (document.querySelector("#main > *") && !document.querySelector(".below-the-fold")) ||
        document.querySelector(".error-page") ||
        ERROR_BOUNDARY_TEXT.test(document.body.textContent);
      expect(settled, "the page rendered").toBeTruthy();
    },
    { timeout: 5000 },
  );

  const boundary = document.querySelector(".error-page");
  expect(boundary?.textContent ?? null, "an error boundary rendered").toBeNull();
  expect(document.body.textContent).not.toMatch(ERROR_BOUNDARY_TEXT);
  const main = document.getElementById("main");
  expect(main, "the layout rendered its <main>").not.toBeNull();
  return main!;
}

test.each(cases)("$name", async ({ page, variant }) => {
  const main = await renderSettled(page, applyVariant(variant));
  // The page itself (not only the layout around it) still shows content the variant left in
  // place, once the code of its lazy parts (a built page's blocks) has loaded.
  const shown = anchorFor(page, variant);
  await waitFor(() => {
    if (shown.selector) expect(main.querySelector(shown.selector), shown.selector).not.toBeNull();
    else expect(within(main).getAllByText(shown.text).length).toBeGreaterThan(0);
  });
  expect(consoleErrors).toEqual([]);
});

// A lead form section whose form document is gone (its reference left dangling): the section
// still shows its title and what the layout puts beside the form, without the form.
type LeadSection = { _key: string; title: string; contactPage?: { detailsTitle: string } };
const leadSection = (docId: string, key: string) =>
  (bundledDoc(docId).sections as LeadSection[]).find((section) => section._key === key)!;
const withoutDocs = (...ids: string[]) => bundled.filter((doc) => !ids.includes(doc._id));
const contactEmail = bundledDoc("siteSettings").contactEmail as string;

test.each([
  {
    name: "the home page's",
    page: pages.home,
    forms: ["form-home-banner", "form-home-contact"],
    texts: [
      leadSection("page-home", "assessment").title,
      leadSection("page-home", "contact").title,
      contactEmail,
    ],
    // The contact section's form, by a control of it.
    formControl: '[name="project"]',
  },
  {
    name: "the contact page's",
    page: pages.contact,
    forms: ["form-contact-page"],
    texts: [
      leadSection("page-contact", "contact-form").title,
      leadSection("page-contact", "contact-form").contactPage!.detailsTitle,
      contactEmail,
    ],
    formControl: '[name="firstName"]',
  },
])(
  "$name lead forms without their form documents still show their titles and contact details",
  async ({ page, forms, texts, formControl }) => {
    const main = await renderSettled(page, withoutDocs(...forms));
    await waitFor(() => {
      for (const text of texts) expect(within(main).getAllByText(text).length, text).toBeGreaterThan(0);
    });
    expect(main.querySelector(formControl)).toBeNull();
    expect(consoleErrors).toEqual([]);
  },
);
