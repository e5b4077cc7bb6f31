import type { MetaDescriptor } from "react-router";
import type { SitePage } from "#content/sitePages.ts";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { routeAt } from "./route-at";

type RouteModule = {
  loader: (args: { request: Request; url: URL; params: object; context: object }) => Promise<unknown>;
};

type Head = { head: MetaDescriptor[] };

/**
 * The head a page's route loader makes at build time (from the bundled dataset): its own, or the
 * not-found page's, which the loader throws with status 404 (web/routes/not-found/notFound.server.ts).
 */
export async function builtHead(page: SitePage): Promise<MetaDescriptor[]> {
  const { file, params } = routeAt(page.path);
  const route = (await import(/* @vite-ignore */ file)) as RouteModule;
  const url = new URL(page.path, readConfig().siteUrl);
  const request = new Request(url);
  const loaded = await route.loader({ request, url, params, context: {} }).catch((thrown: unknown) => {
    const notFound = (thrown as { data?: Head; init?: { status?: number } }).data;
    if (notFound?.head && (thrown as { init?: { status?: number } }).init?.status === 404) return notFound;
    throw thrown;
  });
  return (loaded as Head).head;
}
