/** The slug of the page built from blocks that is the home page, at "/". */
export const HOME_SLUG = "index";

/** The agents overview, and the prefix of every agent's address. */
export const AGENTS_PATH = "/agents";
const INSIGHTS = "/insights";

/**
 * Where each kind of document with a page of its own lives: at this prefix and its slug (the
 * home page at "/"). `documentAddress` says the same in GROQ; a test holds the two together.
 */
const ADDRESS_PREFIX = { page: "/", legalPage: "/", post: `${INSIGHTS}/`, agent: `${AGENTS_PATH}/` } as const;

/** A document type with a page of its own. */
export type AddressedType = keyof typeof ADDRESS_PREFIX;

/** A document's address, from its type and slug. */
export const documentPath = (type: AddressedType, slug: string | null) =>
  type === "page" && slug === HOME_SLUG ? "/" : `${ADDRESS_PREFIX[type]}${slug ?? ""}`;

/** An address as the site writes it: without a trailing slash ("/pricing/" is "/pricing"). */
export const normalPath = (pathname: string) => pathname.replace(/(.)\/$/, "$1");

/**
 * The slug of the `type` document whose address is `pathname`, or null when no such document
 * could live there: documentPath read backwards. Only a page's slug has parts (solutions/ecommerce).
 */
export function slugAt(type: AddressedType, pathname: string): string | null {
  const path = normalPath(pathname);
  if (type === "page" && path === "/") return HOME_SLUG;
  const prefix = ADDRESS_PREFIX[type];
  const slug = path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : "";
  return slug && (type === "page" || !slug.includes("/")) ? slug : null;
}

/** documentPath in GROQ, for the document in scope: its address, or null for any other document. */
export const documentAddress = /* groq */ `select(
  _type == "page" && slug.current == "${HOME_SLUG}" => "/",
  _type in ["page", "legalPage"] => "/" + slug.current,
  _type == "post" => "${INSIGHTS}/" + slug.current,
  _type == "agent" => "${AGENTS_PATH}/" + slug.current
)` as const;

/**
 * Every page's address, in one place: links and the page list use these (redirects are content).
 * Home, /agents, /about-us, /pricing and /contact are pages built from blocks (documents of type
 * `page`) in the bundled content; the code links to them by these addresses.
 */
export const paths = {
  home: "/",
  /** A page built from blocks, at its slug; the home page (HOME_SLUG) at "/". */
  page: (slug: string | null) => documentPath("page", slug),
  agents: AGENTS_PATH,
  agent: (slug: string | null) => documentPath("agent", slug),
  about: "/about-us",
  pricing: "/pricing",
  contact: "/contact",
  terms: "/terms-conditions",
  privacy: "/privacy-policy",
  signIn: "/signin",
  signUp: "/signup",
  forgotPassword: "/forgot-password",
  dashboard: "/dashboard",
  /** The blog: its posts newest first, 12 a page. */
  insights: INSIGHTS,
  /** A later page of the blog's list (n ≥ 2; page 1 is /insights). */
  insightsPage: (n: number) => `${INSIGHTS}/page/${n}`,
  post: (slug: string | null) => documentPath("post", slug),
  /** A category's posts (page n ≥ 2 of them at …/page/<n>). */
  category: (slug: string | null, n = 1) => `${INSIGHTS}/category/${slug ?? ""}${n > 1 ? `/page/${n}` : ""}`,
  /** The blog's RSS feed: every post, newest first (written by the build, scripts/lib/feed-files.ts). */
  insightsFeed: `${INSIGHTS}/rss.xml`,
  /** A category's RSS feed. */
  categoryFeed: (slug: string | null) => `${INSIGHTS}/category/${slug ?? ""}/rss.xml`,
  /** An author's posts (page n ≥ 2 of them at …/page/<n>). */
  author: (slug: string | null, n = 1) => `${INSIGHTS}/author/${slug ?? ""}${n > 1 ? `/page/${n}` : ""}`,
  /** Prerendered, not linked to: the host serves it as 404.html for any unknown path. */
  notFound: "/404",
} as const;

/** Whether an address is the blog's: /insights and every address under it. */
export const isBlogPath = (path: string) => path === paths.insights || path.startsWith(`${paths.insights}/`);
