import type {
  DocumentLocation,
  DocumentLocationResolvers,
  DocumentResolver,
  PresentationPluginOptions,
} from "sanity/presentation";
import { HOME_SLUG, paths } from "../web/shared/paths";
import { sitePages } from "../web/sitePages";

// What the Presentation tool needs to know about the site: which document a page is made
// from (a page → its main document), and on which pages a document appears (a document →
// its locations, listed in the document's form).

const singleton = (type: string) => `_type == "${type}" && _id == "${type}"`;
const legalSlug = (path: string) => path.slice(1);

/** Each page's main document: the one the Presentation tool opens next to it. */
export const mainDocuments: DocumentResolver[] = [
  { route: paths.home, filter: `_type == "page" && slug.current == "${HOME_SLUG}"` },
  { route: paths.agent(":slug"), filter: `_type == "agent" && slug.current == $slug` },
  ...[paths.terms, paths.privacy].map((route) => ({
    route,
    filter: `_type == "legalPage" && slug.current == "${legalSlug(route)}"`,
  })),
  ...[paths.signIn, paths.signUp, paths.forgotPassword].map((route) => ({
    route,
    filter: singleton("accountPages"),
  })),
  { route: paths.dashboard, filter: singleton("dashboardPage") },
  { route: paths.notFound, filter: singleton("notFoundPage") },
  // The blog: its lists open their labels, a category's or author's pages that document, a post itself.
  { route: [paths.insights, `${paths.insights}/page/:page`], filter: singleton("insightsPage") },
  {
    route: [paths.category(":slug"), `${paths.category(":slug")}/page/:page`],
    filter: `_type == "category" && slug.current == $slug`,
  },
  {
    route: [paths.author(":slug"), `${paths.author(":slug")}/page/:page`],
    filter: `_type == "author" && slug.current == $slug`,
  },
  { route: paths.post(":slug"), filter: `_type == "post" && slug.current == $slug` },
  // A page built from blocks, at its slug (nested ones too): tried after every route above.
  {
    route: ["/:slug", "/:section/:slug", "/:area/:section/:slug"],
    filter: `_type == "page" && slug.current == $slug`,
    params: ({ path }) => ({ slug: path.slice(1) }),
  },
];

// Where the bundled content's pages show the documents that blocks list (agents grid, plans,
// packages, services, process steps, case studies).
const HOME: DocumentLocation = { title: "Home", href: paths.home };
const AGENTS: DocumentLocation = { title: "AI Agents", href: paths.agents };
const PRICING: DocumentLocation = { title: "Pricing", href: paths.pricing };
const BUNDLED_PAGES: DocumentLocation[] = [
  HOME,
  AGENTS,
  { title: "About Us", href: paths.about },
  PRICING,
  { title: "Contact", href: paths.contact },
];

const only = (...locations: DocumentLocation[]) => ({ select: {}, resolve: () => ({ locations }) });

/** A document type that shows on no page: its form says why instead of listing pages. */
export const onNoPage = (message: string) => ({
  select: {},
  resolve: () => ({ message, tone: "positive" as const, locations: [] }),
});

/** The pages a visitor can open, agent pages aside: where site-wide content shows. */
const everyPage = (): DocumentLocation[] => [
  ...BUNDLED_PAGES,
  ...sitePages({ agents: [], pages: [] })
    .filter((page) => page.prerendered && page.path !== paths.notFound)
    .map((page) => ({ title: page.path.slice(1), href: page.path })),
];

/** For each document type, the pages that show it. */
export const locations: DocumentLocationResolvers = {
  agent: {
    select: { name: "name", slug: "slug.current" },
    resolve: (agent) =>
      agent?.slug
        ? {
            locations: [
              { title: agent.name || agent.slug, href: paths.agent(agent.slug) },
              HOME,
              AGENTS,
              PRICING,
            ],
          }
        : null,
  },
  legalPage: {
    select: { title: "title", slug: "slug.current" },
    resolve: (page) =>
      page?.slug ? { locations: [{ title: page.title || page.slug, href: `/${page.slug}` }] } : null,
  },
  siteSettings: {
    select: {},
    resolve: () => ({
      message: "Shown on every page: the menus, the footer and the promotion banner.",
      tone: "caution",
      locations: everyPage(),
    }),
  },
  consultingService: only(HOME),
  processStep: only(HOME),
  caseStudy: only(HOME),
  agentsPage: {
    select: {},
    resolve: () => ({
      message: "Its labels show on every agent page, the agent cards and the agent plans.",
      locations: [AGENTS, HOME, PRICING],
    }),
  },
  servicePackage: only(PRICING),
  addOn: only(PRICING),
  gallery: only({ title: "Terms & Conditions", href: paths.terms }),
  accountPages: only(
    { title: "Sign In", href: paths.signIn },
    { title: "Create Account", href: paths.signUp },
    { title: "Reset Password", href: paths.forgotPassword },
  ),
  dashboardPage: only({ title: "Dashboard", href: paths.dashboard }),
  notFoundPage: only({ title: "Page not found", href: paths.notFound }),
  page: {
    select: { title: "title", slug: "slug.current" },
    resolve: (page) =>
      page?.slug ? { locations: [{ title: page.title || page.slug, href: paths.page(page.slug) }] } : null,
  },
  insightsPage: only({ title: "Insights", href: paths.insights }),
  post: {
    select: { title: "title", slug: "slug.current" },
    resolve: (post) =>
      post?.slug
        ? {
            locations: [
              { title: post.title || post.slug, href: paths.post(post.slug) },
              { title: "Insights", href: paths.insights },
            ],
          }
        : null,
  },
  category: {
    select: { title: "title", slug: "slug.current" },
    resolve: (category) =>
      category?.slug
        ? { locations: [{ title: category.title || category.slug, href: paths.category(category.slug) }] }
        : null,
  },
  author: {
    select: { title: "name", slug: "slug.current" },
    resolve: (author) =>
      author?.slug
        ? { locations: [{ title: author.title || author.slug, href: paths.author(author.slug) }] }
        : null,
  },
  redirect: onNoPage(
    "A redirect shows on no page: a visitor who opens its old address lands on its destination (after the next build).",
  ),
};

/** The site the tool frames when the Studio has no SANITY_STUDIO_PREVIEW_URL: `npm start`'s. */
export const LOCAL_SITE = "http://localhost:5000";

type PresentationEnv = { SANITY_STUDIO_PREVIEW_URL?: string; SANITY_STUDIO_SITE_URL?: string };

/**
 * The Presentation tool's options: it opens the preview URL, and accepts the local site and
 * the production site (SANITY_STUDIO_SITE_URL) as origins the editor may navigate to.
 */
export function presentationOptions(env: PresentationEnv): PresentationPluginOptions {
  const previewUrl = env.SANITY_STUDIO_PREVIEW_URL || LOCAL_SITE;
  const origins = [LOCAL_SITE, previewUrl, env.SANITY_STUDIO_SITE_URL]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  return {
    previewUrl: { initial: previewUrl },
    allowOrigins: [...new Set(origins)],
    resolve: { mainDocuments, locations },
  };
}
