import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { listContentSlugs } from "./shared/content/contentSlugs.server";
import { type SiteRoute, siteRoutes } from "./routeTable";

// A route for each page of content/sitePages.ts (web/routeTable.ts), one per agent among them, and one at each
// redirect's old address: the browser's router matches exactly the addresses the build
// prerendered, and any other path (an unknown agent too) matches the not-found route, as it
// does on the host, which serves 404.html for it.
const pageRoute = ({ path, pattern, file, id }: SiteRoute): RouteConfigEntry =>
  pattern
    ? route(pattern, file, { id })
    : path === "/"
      ? index(file, { id })
      : route(path.slice(1), file, { id });

async function routes(): Promise<RouteConfigEntry[]> {
  // Pages that share a route id (the blog's posts, its list pages, a page and its translation) are one
  // route with a pattern.
  const entries = siteRoutes(await listContentSlugs()).filter(
    (entry, index, all) => !entry.id || all.findIndex((other) => other.id === entry.id) === index,
  );
  const layouts = [...new Set(entries.map((entry) => entry.layout))];
  return layouts.flatMap((file) => {
    const children = entries.filter((entry) => entry.layout === file).map(pageRoute);
    return file ? [layout(file, children)] : children;
  });
}

export default routes() satisfies RouteConfig;
