import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import type { RouteHandle } from "./clientLoader";

/**
 * Gives each route's client loader the data the page hydrated with (its handle's `keep`), once,
 * before anything can revalidate: a revalidation (a live refresh, a click on the link to the page
 * on screen) reads no file for it. The root's data is in no page's data file
 * (web/files/routeData.server.ts): without it, such a click loaded the page as a document.
 * The data is kept under the router's address, whose page it is, not the address bar's: Back or
 * Forward before this mounts changes the address bar at once, and the router's page only once
 * the new page's data has loaded.
 */
export function KeepHydratedData() {
  const matches = useMatches();
  const { pathname } = useLocation();
  useEffect(() => {
    // A route the not-found page was served at has none (the root's error boundary drew it).
    for (const { handle, loaderData } of matches)
      if (loaderData !== undefined) (handle as RouteHandle | undefined)?.keep(pathname, loaderData);
    // Once, for the page as it hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
