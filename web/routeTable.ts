import { slugAt, unlocalizedPath } from "../content/documentPaths";
import type { ContentSlugs, PageKind, SitePage } from "../content/sitePages";
import { sitePages } from "../content/sitePages";
import { DEFAULT_LANGUAGE } from "../content/languages";

// Relative imports only: react-router.config.ts and web/routes.ts load this module without the
// app's aliases.

type Layout = "routes/site-layout.tsx" | "routes/agent-layout.tsx";

/** The route module that renders a kind of page, relative to `web/`, and its layout route. */
type RouteModule = {
  file: string;
  layout: Layout | null;
  /**
   * The route's pattern, when it is not the page's path: the catch-all's matches every unknown
   * path; a page's with a translation, its address in both languages (`sharedPattern`).
   */
  pattern?: string;
};

const SITE = "routes/site-layout.tsx";

/** The route of the blog's pages and of every unknown address, the not-found page's. */
const CATCH_ALL: RouteModule = { file: "routes/catch-all.tsx", layout: SITE, pattern: "*" };

const ROUTE_MODULES: Record<PageKind, RouteModule> = {
  agent: { file: "routes/agent.tsx", layout: "routes/agent-layout.tsx" },
  page: { file: "routes/page.tsx", layout: SITE },
  blog: CATCH_ALL,
  notFound: CATCH_ALL,
  terms: { file: "routes/terms-conditions.tsx", layout: SITE },
  privacy: { file: "routes/privacy-policy.tsx", layout: SITE },
  signIn: { file: "routes/signin.tsx", layout: SITE },
  signUp: { file: "routes/signup.tsx", layout: SITE },
  forgotPassword: { file: "routes/forgot-password.tsx", layout: SITE },
  dashboard: { file: "routes/dashboard.tsx", layout: SITE },
};

/** The route module that renders a kind of page. */
export const routeModuleOf = (kind: PageKind) => ROUTE_MODULES[kind];

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
  if (ROUTE_MODULES[kind] === CATCH_ALL) return "catch-all";
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
  if (ROUTE_MODULES[page.kind] === CATCH_ALL) return undefined;
  const address = unlocalizedPath(page.path);
  const versions = pages.filter(
    (other) => other.kind === page.kind && unlocalizedPath(other.path) === address,
  );
  const languages = versions.map((version) => version.language ?? DEFAULT_LANGUAGE);
  const others = languages.filter((language) => language !== DEFAULT_LANGUAGE);
  if (!languages.includes(DEFAULT_LANGUAGE) || others.length !== 1) return undefined;
  return `${others[0]}?${address === "/" ? "" : address}`;
}

/**
 * The route table: the site's pages, then a route at each redirect's old address
 * (routes/redirect.tsx). Prerendered: its data file holds the redirect, which the browser's
 * router follows when a link inside the site leads there; the host answers a request for the
 * address itself with its own redirect (scripts/build/hosting-config.ts).
 */
export function siteRoutes(content: ContentSlugs): SiteRoute[] {
  const pages = sitePages(content);
  return [
    ...pages.map((page) => {
      const pattern = sharedPattern(page, pages);
      return {
        path: page.path,
        id: routeId(page, pattern !== undefined),
        ...ROUTE_MODULES[page.kind],
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
