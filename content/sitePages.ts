import { localizedPath } from "./documentPaths";
import type { Language } from "./languages";
import { paths } from "./paths";
import { pageKinds, type PageKind } from "./pageKinds";
import { postListPaths } from "./postLists";

/**
 * One page of the site, written to static HTML by the build. Every page is in one list, `sitePages`:
 * the prerender list, the sitemap and the Studio's rules for addresses are made from it; an address
 * not in it is answered by the host with the not-found page.
 */
export type SitePage = {
  /** Its address: where it is prerendered and what links point to. */
  path: string;
  kind: PageKind;
  /** For search engines. */
  indexable: boolean;
  /** Its language (English when absent): an English page's translation is at the same address under /es. */
  language?: Language;
};

/**
 * Where the not-found page is prerendered, in English; in each other language with pages of its
 * own, at its address there (/es/404). The build moves each to the host's 404 pages
 * (`moveNotFoundPages`, web/files/prerenderedHtml.server.ts), which it serves with status 404 for
 * unknown paths, these included: none is a page of its own.
 */
export const NOT_FOUND_PATH = paths.notFound;

const page = (path: string, kind: PageKind, indexable = true): SitePage => ({ path, kind, indexable });

/** An old address the site sends on to another: a `redirect` document (schemas/lib/redirects.ts). */
export type SiteRedirect = {
  from: string;
  /** A path on this site or an http(s) URL. */
  to: string;
  /** 301, else 302. */
  permanent: boolean;
};

/** The HTTP status of a redirect, for the host and the browser's router alike. */
export const redirectStatus = ({ permanent }: Pick<SiteRedirect, "permanent">) => (permanent ? 301 : 302);

/**
 * The content with addresses of its own: the slugs of the agents and of the pages built from
 * blocks, and the redirects.
 */
export type ContentSlugs = {
  agents: readonly string[];
  pages: readonly string[];
  redirects: readonly SiteRedirect[];
  blog?: BlogSlugs;
  /** The translations in other languages with an address (under /es): only those have pages there. */
  translations?: readonly TranslatedSlugs[];
};

/**
 * A language's translations with an address of their own: its agents, pages built from blocks, legal
 * pages and blog; and whether it has the app's own pages (sign-in, sign-up, forgot password, the
 * dashboard and the not-found page): wherever it has pages of its own (contentSlugs.server.ts),
 * in its translations' words (`accountPages`, `dashboardPage`, `notFoundPage`) or else English.
 */
export type TranslatedSlugs = {
  language: Language;
  agents: readonly string[];
  pages: readonly string[];
  legal: readonly string[];
  /** Its blog: its own posts, and the categories and authors with posts of it; none without a post. */
  blog?: BlogSlugs;
  appPages?: boolean;
};

/** A category or an author, and how many posts its list has. */
export type ListedSlug = { slug: string; posts: number };

/** The blog's content with addresses: its posts (newest first), categories and authors. */
export type BlogSlugs = {
  posts: readonly string[];
  categories: readonly ListedSlug[];
  authors: readonly ListedSlug[];
};

const NO_BLOG: BlogSlugs = { posts: [], categories: [], authors: [] };

type ListedSlugs = readonly { slug: string | null; posts: number }[];

/** Categories or authors with a slug that is one segment of an address (others are not built). */
const listed = (items: ListedSlugs) =>
  items.flatMap(({ slug, posts }) => (slug && !slug.includes("/") ? [{ slug, posts }] : []));

/** The blog's addresses as `contentSlugsQuery` reads them: what has no slug has no page. */
export const blogSlugs = (content: {
  posts: readonly (string | null)[];
  categories: ListedSlugs;
  authors: ListedSlugs;
}): BlogSlugs => ({
  posts: content.posts.filter((slug): slug is string => Boolean(slug)),
  categories: listed(content.categories),
  authors: listed(content.authors),
});

/** The app's own pages, each at its fixed address: no page built in the Studio may take one. */
export const appPages = (): SitePage[] =>
  pageKinds().flatMap(([kind, { path, indexable = true }]) => (path ? [page(path, kind, indexable)] : []));

/**
 * Every page of the blog's lists, then each post: one kind, however many there are (one route,
 * `insights/*` in web/routes.ts).
 */
function blogPages({ posts, categories, authors }: BlogSlugs): SitePage[] {
  const blogPaths = [
    ...postListPaths({ kind: "all" }, posts.length),
    ...categories.flatMap(({ slug, posts }) => postListPaths({ kind: "category", slug }, posts)),
    ...authors.flatMap(({ slug, posts }) => postListPaths({ kind: "author", slug }, posts)),
    ...posts.map((slug) => paths.post(slug)),
  ];
  return blogPaths.map((path) => page(path, "blog"));
}

/** The legal pages, by the slug of their document: the app's own pages at fixed addresses. */
const LEGAL_PAGES = new Map(
  pageKinds().flatMap(([kind, { path, translated }]) =>
    path && translated === "legalPage" ? [[path.slice(1), kind] as const] : [],
  ),
);

/** The app's pages that each language with pages of its own has, in its words or else English. */
const APP_PAGES_IN_EVERY_LANGUAGE = pageKinds().flatMap(([kind, { path, translated }]) =>
  path && translated === "everyLanguage" ? [{ kind, path }] : [],
);

/**
 * A language's pages: each translation's, at its address in that language; the app's own pages where it
 * has pages of its own (the not-found page for the host to serve to its speakers); its blog where
 * it has posts of its own.
 */
function translatedPages({
  language,
  agents,
  pages,
  legal,
  blog = NO_BLOG,
  appPages,
}: TranslatedSlugs): SitePage[] {
  const at = (path: string, kind: PageKind, indexable = true): SitePage => ({
    ...page(localizedPath(path, language), kind, indexable),
    language,
  });
  return [
    ...agents.map((slug) => at(paths.agent(slug), "agent")),
    ...legal.flatMap((slug) => {
      const kind = LEGAL_PAGES.get(slug);
      return kind ? [at(`/${slug}`, kind)] : [];
    }),
    ...(appPages ? APP_PAGES_IN_EVERY_LANGUAGE.map(({ kind, path }) => at(path, kind, false)) : []),
    ...pages.map((slug) => at(paths.page(slug), "page")),
    ...(blog.posts.length ? blogPages(blog).map(({ path, kind }) => at(path, kind)) : []),
  ];
}

/**
 * The site's pages: an agent page for each agent, the app's own, the blog's lists (every page
 * of them) and posts, each page built in the Studio, then each other language's pages.
 */
export function sitePages({
  agents,
  pages,
  blog = NO_BLOG,
  translations = [],
}: Pick<ContentSlugs, "agents" | "pages" | "blog" | "translations">): SitePage[] {
  return [
    ...agents.map((slug) => page(paths.agent(slug), "agent")),
    ...appPages(),
    ...blogPages(blog),
    ...pages.map((slug) => page(paths.page(slug), "page")),
    ...translations.flatMap(translatedPages),
  ];
}
