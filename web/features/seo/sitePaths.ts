import { paths } from "#content/paths.ts";
import { LANGUAGE_IDS } from "#content/languages.ts";
import { localizedPath } from "#content/documentPaths.ts";

/** Paths robots.txt asks crawlers to stay out of: the client area, in every language. */
export const DISALLOWED_PATHS = LANGUAGE_IDS.map((language) => localizedPath(paths.dashboard, language));

/** Absolute URL of a page: the home page ends in "/", no other page does. */
export function canonicalUrl(path: string, siteUrl: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return `${siteUrl}${trimmed || "/"}`;
}

/**
 * A page's Markdown twin (llmstxt.org's convention): its address with `.md` added, the home
 * page's `/index.html.md`. The build writes one for every page llms.txt lists.
 */
export function markdownPath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed ? `${trimmed}.md` : "/index.html.md";
}

/** Where the build writes a page's generated share image: /og/home.png, /og/agents/data-analyst.png. */
export function shareImagePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return `/og${trimmed || "/home"}.png`;
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
