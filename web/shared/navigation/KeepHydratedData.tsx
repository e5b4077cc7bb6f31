import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import type { RouteHandle } from "./clientLoader";

/**
 * Gives each route's client loader the data the page hydrated with (its handle's `keep`), so a
 * revalidation reads no file: the root's data is in no page's data file. Kept under the router's
 * address, not the address bar's, which Back or Forward changes before the router's page.
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
