import { matchRoutes, type RouteObject } from "react-router";
import { deferredLoaded, deferredMark } from "~/shared/ui/deferred";

// React Router's own globals in a framework-mode page: the build's manifest, its route-module
// cache, and the router.
type RouteManifest = { module: string; hasLoader: boolean; hasClientLoader: boolean };
declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, RouteManifest | undefined> };
    __reactRouterRouteModules?: Record<string, unknown>;
    __reactRouterDataRouter?: {
      routes: RouteObject[];
      state: { matches: { route: { id: string }; pathname: string }[] };
    };
  }
}

const loads = new Map<string, Promise<boolean>>();

/**
 * Loads the code of the page at `pathname`: its route modules, straight into React Router's
 * module cache, and the deferred parts they start. Resolves false when any of it fails to load,
 * as when a deploy has replaced the chunks this tab was built with; a failed load is tried
 * again next time.
 */
export function loadPageCode(pathname: string): Promise<boolean> {
  // Before the router has started there is nothing to load into.
  if (!window.__reactRouterDataRouter) return Promise.resolve(true);
  let load = loads.get(pathname);
  if (!load) {
    load = loadRouteModules(pathname);
    loads.set(pathname, load);
    void load.then((loaded) => loaded || loads.delete(pathname));
  }
  return load;
}

async function loadRouteModules(pathname: string): Promise<boolean> {
  const { __reactRouterManifest: manifest, __reactRouterRouteModules: cache } = window;
  if (!manifest || !cache) return true;
  const mark = deferredMark();
  try {
    await Promise.all(
      newRoutes(pathname).map(async (id) => {
        const module = id in cache ? undefined : manifest.routes[id]?.module;
        if (module) cache[id] = await import(/* @vite-ignore */ module);
      }),
    );
    return await deferredLoaded(mark);
  } catch {
    return false;
  }
}

/** The routes of the page at `pathname` that are not on screen now (their code and data load). */
function newRoutes(pathname: string): string[] {
  const router = window.__reactRouterDataRouter;
  if (!router) return [];
  const current = router.state.matches;
  return (matchRoutes(router.routes, pathname) ?? [])
    .filter(
      (next) => !current.some((now) => now.route.id === next.route.id && now.pathname === next.pathname),
    )
    .map((next) => next.route.id!);
}

/**
 * The requests React Router makes for the prerendered data of the page at `pathname` when it
 * navigates there from this page: one per new route whose client loader asks for the build's
 * data (`<page>.data?_routes=<route id>`, the same file each time).
 */
export function pageDataUrls(pathname: string): string[] {
  const routes = window.__reactRouterManifest?.routes ?? {};
  const file = pathname === "/" ? "/_root.data" : `${pathname.replace(/\/+$/, "")}.data`;
  return newRoutes(pathname)
    .filter((id) => routes[id]?.hasLoader && routes[id]?.hasClientLoader)
    .map((id) => `${file}?${new URLSearchParams({ _routes: id })}`);
}
