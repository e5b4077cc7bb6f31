import { AGENTS_PATH, documentPath, INSIGHTS_PATH } from "./documentPaths";
import { fixedPaths } from "./pageKinds";

/**
 * Every page's address, in one place: links and the page list use these (redirects are content).
 * Home, /agents, /about-us, /pricing and /contact are pages built from blocks (documents of type
 * `page`) in the bundled content; the code links to them by these addresses. The app's own pages
 * (sign-in, the dashboard, the legal pages, the not-found page…) have theirs in their entry of
 * the registry of page kinds (pageKinds.ts).
 */
export const paths = {
  home: "/",
  /** A page built from blocks, at its slug; the home page (HOME_SLUG) at "/". */
  page: (slug: string | null) => documentPath("page", slug),
  agents: AGENTS_PATH,
  /** An agent's page, in the agent document's language (English when it names none). */
  agent: (slug: string | null, language?: string | null) => documentPath("agent", slug, language),
  about: "/about-us",
  pricing: "/pricing",
  contact: "/contact",
  ...fixedPaths,
  /** The blog: its posts newest first, 12 a page. */
  insights: INSIGHTS_PATH,
  /** A later page of the blog's list (n ≥ 2; page 1 is /insights). */
  insightsPage: (n: number) => `${INSIGHTS_PATH}/page/${n}`,
  /** An English post; a post in another language is under its prefix (documentPath). */
  post: (slug: string | null) => documentPath("post", slug),
  /** A category's posts (page n ≥ 2 of them at …/page/<n>). */
  category: (slug: string | null, n = 1) =>
    `${INSIGHTS_PATH}/category/${slug ?? ""}${n > 1 ? `/page/${n}` : ""}`,
  /** The blog's RSS feed: every post, newest first (written by the build, web/files/feedFiles.server.ts). */
  insightsFeed: `${INSIGHTS_PATH}/rss.xml`,
  /** A category's RSS feed. */
  categoryFeed: (slug: string | null) => `${INSIGHTS_PATH}/category/${slug ?? ""}/rss.xml`,
  /** An author's posts (page n ≥ 2 of them at …/page/<n>). */
  author: (slug: string | null, n = 1) => `${INSIGHTS_PATH}/author/${slug ?? ""}${n > 1 ? `/page/${n}` : ""}`,
} as const;

/** Whether an address is the blog's: /insights and every address under it (unlocalizedPath for /es/insights). */
export const isBlogPath = (path: string) => path === paths.insights || path.startsWith(`${paths.insights}/`);
