import { map } from "rxjs";
import type {
  DocumentLocation,
  DocumentLocationResolver,
  DocumentLocationResolvers,
  DocumentLocationsState,
  DocumentResolver,
  PresentationPluginOptions,
} from "sanity/presentation";
import { paths } from "../content/paths";
import { documentPath, HOME_SLUG, localizedPath, slugAt } from "../content/documentPaths";
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type Language } from "../content/languages";
import { sitePages } from "../content/sitePages";
import { pageKinds } from "../content/pageKinds";

// What the Presentation tool needs to know about the site: which document a page is made
// from (a page → its main document), and on which pages a document appears (a document →
// its locations, listed in the document's form).

/**
 * A main-document rule by a GROQ filter (the kind this site uses); `shared` when its document is
 * one for every language (a category, an author), not translated.
 */
type FilterRule = Extract<DocumentResolver, { filter: string | object }> & { filter: string; shared?: true };

/** A singleton: one document of its type per language. */
const singleton = (type: string) => `_type == "${type}"`;

/** The app's own pages whose texts are a singleton's (content/pageKinds.ts). */
const appPageTexts = pageKinds().flatMap(([, { path, texts }]) => (path && texts ? [{ path, texts }] : []));

/** Each English page's main document: the one the Presentation tool opens next to it. */
const englishMainDocuments: FilterRule[] = [
  { route: paths.home, filter: `_type == "page" && slug.current == "${HOME_SLUG}"` },
  { route: paths.agent(":slug"), filter: `_type == "agent" && slug.current == $slug` },
  ...[paths.terms, paths.privacy].map((route) => ({
    route,
    filter: `_type == "legalPage" && slug.current == "${slugAt("legalPage", route)}"`,
  })),
  ...appPageTexts.map(({ path, texts }) => ({ route: path, filter: singleton(texts.type) })),
  // The blog: its lists open their labels, a category's or author's pages that document, a post itself.
  { route: [paths.insights, `${paths.insights}/page/:page`], filter: singleton("insightsPage") },
  {
    route: [paths.category(":slug"), `${paths.category(":slug")}/page/:page`],
    filter: `_type == "category" && slug.current == $slug`,
    shared: true,
  },
  {
    route: [paths.author(":slug"), `${paths.author(":slug")}/page/:page`],
    filter: `_type == "author" && slug.current == $slug`,
    shared: true,
  },
  { route: paths.post(":slug"), filter: `_type == "post" && slug.current == $slug` },
  // A page built from blocks, at its slug (nested ones too): tried after every route above.
  {
    route: ["/:slug", "/:section/:slug", "/:area/:section/:slug"],
    filter: `_type == "page" && slug.current == $slug`,
    params: ({ path }) => ({ slug: slugAt("page", path) ?? "" }),
  },
];

/** The rule for the same page in `language`: its address under the language's prefix, its document in that language. */
const inLanguage =
  (language: Language) =>
  ({ shared, ...rule }: FilterRule): DocumentResolver => ({
    ...rule,
    route: [rule.route].flat().map((route) => localizedPath(route, language)),
    filter: shared
      ? rule.filter
      : `(${rule.filter}) && coalesce(language, "${DEFAULT_LANGUAGE}") == "${language}"`,
  });

/**
 * Each page's main document, in the page's language. Other languages' rules come first: the
 * English "/:slug" would otherwise take "/es".
 */
export const mainDocuments: DocumentResolver[] = [...LANGUAGE_IDS]
  .sort((a, b) => Number(a === DEFAULT_LANGUAGE) - Number(b === DEFAULT_LANGUAGE))
  .flatMap((language) => englishMainDocuments.map(inLanguage(language)));

// Where the bundled content's pages show the documents that blocks list (agents grid, plans,
// packages, services, process steps, case studies).
const HOME: DocumentLocation = { title: "Home", href: paths.home };
const AGENTS: DocumentLocation = { title: "AI Agents", href: paths.agents };
const PRICING: DocumentLocation = { title: "Pricing", href: paths.pricing };
const INSIGHTS: DocumentLocation = { title: "Insights", href: paths.insights };
const BUNDLED_PAGES: DocumentLocation[] = [
  HOME,
  AGENTS,
  { title: "About Us", href: paths.about },
  PRICING,
  { title: "Contact", href: paths.contact },
];

const only = (...locations: DocumentLocation[]) => ({ select: {}, resolve: () => ({ locations }) });

/** Each singleton of an app page's texts shows on its pages. */
const appPageLocations = () =>
  Object.fromEntries(
    [...new Set(appPageTexts.map(({ texts }) => texts.type))].map((type) => [
      type,
      only(
        ...appPageTexts
          .filter(({ texts }) => texts.type === type)
          .map(({ path, texts }) => ({ title: texts.title, href: path })),
      ),
    ]),
  );

/**
 * A document type with a page of its own at `href(slug)` (titled with its `titleField`), and
 * the other pages that show it.
 */
const atItsAddress = (titleField: string, href: (slug: string) => string, ...alsoOn: DocumentLocation[]) => ({
  select: { title: titleField, slug: "slug.current", language: "language" },
  resolve: (doc: { title?: string; slug?: string; language?: Language } | null) =>
    doc?.slug
      ? {
          locations: [
            { title: doc.title || doc.slug, href: localizedPath(href(doc.slug), doc.language) },
            ...alsoOn.map((location) => ({ ...location, href: localizedPath(location.href, doc.language) })),
          ],
        }
      : null,
});

/** A document type that shows on no page: its form says why instead of listing pages. */
export const onNoPage = (message: string) => ({
  select: {},
  resolve: () => ({ message, tone: "positive" as const, locations: [] }),
});

/** The pages a visitor can open, agent pages aside: where site-wide content shows. */
const everyPage = (): DocumentLocation[] => [
  ...BUNDLED_PAGES,
  ...sitePages({ agents: [], pages: [] })
    .filter((page) => page.path !== paths.notFound)
    .map((page) => ({ title: page.path.slice(1), href: page.path })),
];

/**
 * The pages built from blocks, in the form's language, whose sections name the form or one of its
 * translations (a section shows the form in its page's language: content/fragments.ts formFragment).
 */
const PAGES_WITH_FORM = /* groq */ `*[_id == $id][0]{
  "pages": *[
    _type == "page" && coalesce(language, $default) == coalesce(^.language, $default) &&
    references(coalesce(*[_type == "translation.metadata" && references($id)][0].translations[].value._ref, [$id]))
  ]{title, "slug": slug.current, language}
}.pages`;

type PageWithForm = { title?: string | null; slug?: string | null; language?: Language | null };

/** The form's pages as the tool lists them; with none, a message that says how to show it. */
function formPagesState(pages: readonly PageWithForm[] | null): DocumentLocationsState {
  const locations = (pages ?? []).flatMap(({ title, slug, language }) =>
    slug ? [{ title: title || slug, href: localizedPath(paths.page(slug), language ?? undefined) }] : [],
  );
  return locations.length
    ? { locations }
    : {
        message:
          "No page shows this form yet: add a Form or Lead form section to a page and choose the form.",
        tone: "caution",
        locations: [],
      };
}

/** A form has no page of its own: it shows on the pages whose Form and Lead form sections name it, as they are edited. */
const formLocations: DocumentLocationResolver = ({ id, perspectiveStack }, { documentStore }) =>
  documentStore
    .listenQuery(PAGES_WITH_FORM, { id, default: DEFAULT_LANGUAGE }, { perspective: perspectiveStack })
    .pipe(map((pages) => formPagesState(pages as PageWithForm[] | null)));

/** For each document type, the pages that show it. */
export const locations: DocumentLocationResolvers = {
  agent: atItsAddress("name", paths.agent, HOME, AGENTS, PRICING),
  legalPage: atItsAddress("title", (slug) => documentPath("legalPage", slug)),
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
  ...appPageLocations(),
  page: atItsAddress("title", paths.page),
  insightsPage: {
    select: { language: "language" },
    resolve: (doc: { language?: Language } | null) => ({
      locations: [{ ...INSIGHTS, href: localizedPath(INSIGHTS.href, doc?.language) }],
    }),
  },
  post: atItsAddress("title", paths.post, INSIGHTS),
  category: atItsAddress("title", paths.category),
  author: atItsAddress("name", paths.author),
  redirect: onNoPage(
    "A redirect shows on no page: a visitor who opens its old address lands on its destination (after the next build).",
  ),
};

/** A projection's fields that are set: a missing one is null in GROQ, and unset in a Studio `select`. */
const withoutNulls = (selected: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(selected).filter(([, value]) => value !== null));

/**
 * The tool's one resolver of locations. Sanity takes either a map of `select`/`resolve` objects or
 * one function, and only a function can ask which pages name a form; so this one answers a form
 * itself and every other type from its entry in `locations`, whose `select` paths it reads with a
 * query in the editor's perspective, as the Studio would.
 */
export const resolveLocations: DocumentLocationResolver = (params, context) => {
  if (params.type === "form") return formLocations(params, context);
  const resolver = locations[params.type];
  if (!resolver || !("resolve" in resolver)) return resolver;
  const projection = Object.entries(resolver.select)
    .map(([key, path]) => `"${key}": ${path}`)
    .join(", ");
  return context.documentStore
    .listenQuery(
      `*[_id == $id][0]{${projection}}`,
      { id: params.id },
      { perspective: params.perspectiveStack },
    )
    .pipe(map((selected) => resolver.resolve(selected ? withoutNulls(selected) : null) ?? null));
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
    resolve: { mainDocuments, locations: resolveLocations },
  };
}
