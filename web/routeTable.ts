import { slugAt, unlocalizedPath } from "#content/documentPaths.ts";
import type { ContentSlugs, SitePage } from "#content/sitePages.ts";
import { CATCH_ALL, PAGE_KINDS, type PageKind, type PageRoute } from "#content/pageKinds.ts";
import { sitePages } from "#content/sitePages.ts";
import { DEFAULT_LANGUAGE } from "#content/languages.ts";

/** A route module, its layout route (none for a redirect's) and its pattern. */
type RouteModule = Omit<PageRoute, "layout"> & {
  layout: PageRoute["layout"] | null;
  /**
   * The route's pattern, when it is not the page's path: the catch-all's matches every unknown
   * path; a page's with a translation, its address in both languages (`sharedPattern`).
   */
  pattern?: string;
};

/** The route module that renders a kind of page. */
export const routeModuleOf = (kind: PageKind): RouteModule =>
  PAGE_KINDS[kind].route === CATCH_ALL ? { ...CATCH_ALL, pattern: "*" } : PAGE_KINDS[kind].route;

/** An entry of the route table (web/routes.ts): a page, or the old address of a redirect. */
export type SiteRoute = RouteModule & {
  path: string;
  /** The route id, when several pages share one route module; pages with one id are one route. */
  id?: string;
};

/**
 * A page's route id: each agent's page, each page built in the Studio and each page of another
 * language is a route of its own, but a page and its translation at the same address under the
 * language's prefix are one route (`shared`).
 */
function routeId({ kind, path, language = DEFAULT_LANGUAGE }: SitePage, shared: boolean): string | undefined {
  const prefix = language === DEFAULT_LANGUAGE || shared ? "" : `${language}/`;
  if (kind === "agent" || kind === "page") return `${prefix}${kind}/${slugAt(kind, path)}`;
  if (PAGE_KINDS[kind].route === CATCH_ALL) return "catch-all";
  return prefix || shared ? `${prefix}${kind}` : undefined;
}

/**
 * The pattern of the one route that serves an English page and its translation at the same address
 * under the translation's prefix (React Router's optional segment: `es?/pricing` matches /pricing and
 * /es/pricing; `es?`, / and /es): a translation adds no route, and no byte to every page's route
 * manifest. Undefined where the page has no such translation, or translations in several languages (one
 * optional segment names one language): each of those is a route of its own.
 */
function sharedPattern(page: SitePage, pages: readonly SitePage[]): string | undefined {
  if (PAGE_KINDS[page.kind].route === CATCH_ALL) return undefined;
  const address = unlocalizedPath(page.path);
  const translations = pages.filter(
    (other) => other.kind === page.kind && unlocalizedPath(other.path) === address,
  );
  const languages = translations.map((translation) => translation.language ?? DEFAULT_LANGUAGE);
  const others = languages.filter((language) => language !== DEFAULT_LANGUAGE);
  if (!languages.includes(DEFAULT_LANGUAGE) || others.length !== 1) return undefined;
  return `${others[0]}?${address === "/" ? "" : address}`;
}

/**
 * The route table: the site's pages, then a route at each redirect's old address
 * (routes/redirect.tsx). Prerendered: its data file holds the redirect, which the browser's
 * router follows when a link inside the site leads there; the host answers a request for the
 * address itself with its own redirect (web/files/hostingConfig.server.ts).
 */
export function siteRoutes(content: ContentSlugs): SiteRoute[] {
  const pages = sitePages(content);
  return [
    ...pages.map((page) => {
      const pattern = sharedPattern(page, pages);
      return {
        path: page.path,
        id: routeId(page, pattern !== undefined),
        ...routeModuleOf(page.kind),
        ...(pattern ? { pattern } : {}),
      };
    }),
    ...content.redirects.map(({ from }) => ({
      path: from,
      file: "routes/redirect.tsx",
      layout: null,
      id: `redirect${from}`,
    })),
  ];
}
