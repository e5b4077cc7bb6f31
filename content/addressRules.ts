import { paths } from "./paths";
import { appPages } from "./sitePages";
import { DEFAULT_LANGUAGE } from "./languages";
import { LANGUAGES } from "./locales";

// The rules an address written in the Studio follows (a page's slug, a redirect's old
// address): the Studio checks them as the editor types, and the build leaves out what breaks them.

/** Where the host serves files of its own, which no page may take: the build's output. */
export const HOST_FILES = [
  "assets",
  "og",
  "sitemap.xml",
  "robots.txt",
  "llms.txt",
  "favicon.svg",
  "404.html",
  // The not-found page in each language, where the host looks for it (Firebase Hosting's i18n
  // folder, web/files/prerenderedHtml.server.ts): a redirect's data file there would be served too.
  paths.notFound.slice(1),
  "pagefind",
];

/**
 * Addresses a page built in the Studio may not take (without the leading slash), nor any
 * address under them: the app's own pages and the host's files.
 */
export const reservedPagePaths = () => [
  ...appPages().map((sitePage) => sitePage.path.slice(1)),
  // The blog: its lists, its posts and its feeds live under /insights.
  paths.insights.slice(1),
  // Each other language's pages live under its prefix (/es): a translation keeps its own slug there.
  ...LANGUAGES.flatMap(({ id }) => (id === DEFAULT_LANGUAGE ? [] : [id])),
  ...HOST_FILES,
];

/** Where the agents' pages are (/agents/<slug>): a page may be /agents itself, never under it. */
const AGENT_PAGES_PREFIX = paths.agent("").slice(1);

/** Lower-case words of letters and digits joined by hyphens: a slug of one part, an id (seo-specialist, starter). */
export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** The form of a slug of one part (an agent's, a post's, a category's, an author's). */
export const SLUG_FORM = "lowercase letters, digits and hyphens (seo-specialist)";

/** Where the blog's lists and feed are (/insights/page/2, /insights/category/…): no post's address. */
export const BLOG_LIST_SEGMENTS = ["page", "category", "author", "rss.xml"];

/** Document types whose address ends in a slug of one part. */
export type OnePartSlugType = "agent" | "post" | "category" | "author";

/**
 * Why a document of `type` cannot have this slug, or null when it can: the Studio says it as the
 * editor types, content:validate for a dataset, and the build leaves the document out, saying it.
 */
export function slugProblem(type: OnePartSlugType, slug: string): string | null {
  if (!KEBAB_CASE.test(slug)) return `Use ${SLUG_FORM}`;
  if (type === "post" && BLOG_LIST_SEGMENTS.includes(slug))
    return `"${slug}" is taken by the post lists' addresses`;
  return null;
}

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
