/** Pages for signed-in use: prerendered, never indexed, never in the sitemap or llms.txt. */
export const ACCOUNT_PATHS = ["/signin", "/signup", "/forgot-password", "/dashboard"] as const;

/** Paths robots.txt asks crawlers to stay out of. */
export const DISALLOWED_PATHS = ["/dashboard"] as const;

/** Absolute URL of a page: the home page ends in "/", no other page does. */
export function canonicalUrl(path: string, siteUrl: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return `${siteUrl}${trimmed || "/"}`;
}

/** Where the build writes a page's generated share image: /og/home.png, /og/agents/data-analyst.png. */
export function shareImagePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return `/og${trimmed || "/home"}.png`;
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A page search engines may list: not marked noIndex in its SEO fields, not an account page. */
export const isIndexable = (page: { path: string; noIndex?: boolean | null }) =>
  !page.noIndex && !(ACCOUNT_PATHS as readonly string[]).includes(canonicalPath(page.path));

const canonicalPath = (path: string) => path.replace(/\/+$/, "") || "/";
