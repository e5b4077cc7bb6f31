import path from "node:path";
import type { MetaDescriptor } from "react-router";
import type { SitePage } from "#content/sitePages.ts";
import { routeModuleOf } from "#web/routeTable.ts";
import { readConfig } from "#web/shared/config/environment.server.ts";

type RouteModule = {
  loader: (args: { request: Request; url: URL; params: object; context: object }) => Promise<unknown>;
};

/** The head a page's route loader makes at build time (from the bundled dataset). */
export async function builtHead(page: SitePage): Promise<MetaDescriptor[]> {
  const file = path.resolve("web", routeModuleOf(page.kind).file);
  const route = (await import(/* @vite-ignore */ file)) as RouteModule;
  const url = new URL(page.path, readConfig().siteUrl);
  const { head } = (await route.loader({ request: new Request(url), url, params: {}, context: {} })) as {
    head: MetaDescriptor[];
  };
  return head;
}
