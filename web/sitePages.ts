import { paths } from "./shared/paths";
import { postListPaths } from "./shared/postLists";

/**
 * Every page of the site in one list: the route table (`web/routes.ts`) and the prerender
 * list (`react-router.config.ts`) are both made from it, so the browser's router knows
 * exactly the pages the build wrote, and any other path is the not-found page in both.
 */
export type SitePage = {
  /** Its address: where it is prerendered and what links point to. */
  path: string;
  /** The route module that renders it, relative to `web/`. */
  file: string;
  /** The layout route it renders in, relative to `web/`; null for none. */
  layout: "routes/site-layout.tsx" | "routes/agent-layout.tsx" | null;
  /** The route's pattern, when it is not `path` (the not-found page matches every unknown path). */
  pattern?: string;
  /** The route id, needed when several pages share one route module; pages with the same id
   * share one route (its `pattern`). */
  id?: string;
  /** Written to static HTML by the build. */
  prerendered: boolean;
  /** For search engines. */
  indexable: boolean;
};

/**
 * Where the not-found page is prerendered. The build moves it to 404.html, which the host
 * serves with status 404 for unknown paths, this one included: it is no page of its own.
 */
export const NOT_FOUND_PATH = paths.notFound;

const SITE = "routes/site-layout.tsx";

/** The route of the blog's pages and of every unknown address, the not-found page's. */
const CATCH_ALL = { file: "routes/catch-all.tsx", id: "catch-all", pattern: "*" };

const page = (path: string, file: string, options: Partial<SitePage> = {}): SitePage => ({
  path,
  file,
  layout: SITE,
  prerendered: true,
  indexable: true,
  ...options,
});

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

/**
 * The site's pages: the app's own, an agent page for each agent, the blog's lists (every page
 * of them) and posts, and each page built in the Studio.
 */
export function sitePages({
  agents: agentSlugs,
  pages: pageSlugs,
  blog = NO_BLOG,
}: Pick<ContentSlugs, "agents" | "pages" | "blog">): SitePage[] {
  return [
    ...appPages(agentSlugs),
    ...blogPages(blog),
    ...pageSlugs.map((slug) => page(paths.page(slug), "routes/page.tsx", { id: `page/${slug}` })),
  ];
}

/**
 * Every page of the blog's lists, then each post: all on the route of every unlisted address
 * (`*`, routes/catch-all.tsx), however many there are, so the route table the browser loads
 * (React Router's manifest, in every page's first load) does not grow with the posts.
 */
function blogPages({ posts, categories, authors }: BlogSlugs): SitePage[] {
  const blogPaths = [
    ...postListPaths({ kind: "all" }, posts.length),
    ...categories.flatMap(({ slug, posts }) => postListPaths({ kind: "category", slug }, posts)),
    ...authors.flatMap(({ slug, posts }) => postListPaths({ kind: "author", slug }, posts)),
    ...posts.map((slug) => paths.post(slug)),
  ];
  return blogPaths.map((path) => page(path, CATCH_ALL.file, CATCH_ALL));
}

/** An entry of the route table (web/routes.ts): a page, or the old address of a redirect. */
export type SiteRoute = Omit<SitePage, "indexable">;

/**
 * The route table: the site's pages, then a route at each redirect's old address
 * (routes/redirect.tsx). Prerendered: its data file holds the redirect, which the browser's
 * router follows when a link inside the site leads there; the host answers a request for the
 * address itself with its own redirect (scripts/lib/hosting-config.ts).
 */
export const siteRoutes = (content: ContentSlugs): SiteRoute[] => [
  ...sitePages(content),
  ...content.redirects.map(({ from }) => ({
    path: from,
    file: "routes/redirect.tsx",
    layout: null,
    id: `redirect${from}`,
    prerendered: true,
  })),
];

/** Where the host serves files of its own, which no page may take: the build's output. */
export const HOST_FILES = [
  "assets",
  "og",
  "sitemap.xml",
  "robots.txt",
  "llms.txt",
  "favicon.svg",
  "404.html",
  "pagefind",
];

/**
 * Addresses a page built in the Studio may not take (without the leading slash), nor any
 * address under them: the app's own pages and the host's files.
 */
export const reservedPagePaths = () => [
  ...appPages([])
    .map((sitePage) => sitePage.path.slice(1))
    .filter(Boolean),
  // The blog: its lists, its posts and its feeds live under /insights (blogPages).
  paths.insights.slice(1),
  ...HOST_FILES,
];

/** Where the agents' pages are (/agents/<slug>): a page may be /agents itself, never under it. */
const AGENT_PAGES_PREFIX = paths.agent("").slice(1);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** The form of an address's path after its leading slash, for pages and redirects alike. */
export const ADDRESS_FORM =
  "lowercase letters, digits and hyphens, with / between the parts of a nested address";

/** Whether a slug has the form of an address (ADDRESS_FORM): solutions/ecommerce. */
export const isAddressSlug = (slug: string) => SLUG.test(slug);

/** Why a page built in the Studio cannot have this slug, or null when it can. */
export function pageSlugProblem(slug: string): string | null {
  if (!isAddressSlug(slug)) return `Use ${ADDRESS_FORM} (solutions/ecommerce)`;
  const taken = reservedPagePaths().find((path) => slug === path || slug.startsWith(`${path}/`));
  if (taken) return `/${taken} belongs to the site itself: choose another address`;
  if (slug.startsWith(AGENT_PAGES_PREFIX))
    return `/${AGENT_PAGES_PREFIX}… is where the agents' pages are: choose another address`;
  return null;
}

function appPages(agentSlugs: readonly string[]): SitePage[] {
  return [
    ...agentSlugs.map((slug) =>
      page(paths.agent(slug), "routes/agent.tsx", { layout: "routes/agent-layout.tsx", id: `agent/${slug}` }),
    ),
    page(paths.terms, "routes/terms-conditions.tsx"),
    page(paths.privacy, "routes/privacy-policy.tsx"),
    page(paths.signIn, "routes/signin.tsx", { indexable: false }),
    page(paths.signUp, "routes/signup.tsx", { indexable: false }),
    page(paths.forgotPassword, "routes/forgot-password.tsx", { indexable: false }),
    page(paths.dashboard, "routes/dashboard.tsx", { indexable: false }),
    page(NOT_FOUND_PATH, CATCH_ALL.file, { ...CATCH_ALL, indexable: false }),
  ];
}
