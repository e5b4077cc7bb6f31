import { useEffect } from "react";
import { useMatches } from "react-router";
import type { RouteHandle } from "./clientLoader";

/**
 * Gives each route's client loader the data the page hydrated with (its handle's `keep`), once,
 * before anything can revalidate: a revalidation (a live refresh, a click on the link to the page
 * on screen) reads no file for it. The root's data is in no page's data file
 * (scripts/build/route-data.ts): without it, such a click loaded the page as a document.
 */
export function KeepHydratedData() {
  const matches = useMatches();
  useEffect(() => {
    const path = window.location.pathname;
    for (const { handle, loaderData } of matches) (handle as RouteHandle | undefined)?.keep(path, loaderData);
    // Once, for the page as it hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
