import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { listContentSlugs } from "./sitePages.server";
import { type SitePage, sitePages } from "./sitePages";

// A route for each page of web/sitePages.ts, one per agent among them: the browser's router
// matches exactly the pages the build prerendered, and any other path (an unknown agent too)
// matches the not-found route, as it does on the host, which serves 404.html for it.
const pageRoute = ({ path, pattern, file, id }: SitePage): RouteConfigEntry =>
  path === "/" ? index(file, { id }) : route(pattern ?? path.slice(1), file, { id });

async function routes(): Promise<RouteConfigEntry[]> {
  const pages = sitePages(await listContentSlugs());
  const layouts = [...new Set(pages.map((page) => page.layout))];
  return layouts.flatMap((file) => {
    const children = pages.filter((page) => page.layout === file).map(pageRoute);
    return file ? [layout(file, children)] : children;
  });
}

export default routes() satisfies RouteConfig;
