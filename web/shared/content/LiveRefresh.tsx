import { useEffect } from "react";
import { useMatches, useRevalidator } from "react-router";
import type { RouteHandle } from "#web/shared/navigation/clientLoader.ts";

/**
 * With live content or inside the Studio, once the first page has hydrated: its routes load
 * again (React Router's revalidation, which never moves the scroll position), each with live
 * content applied. Each route first keeps the data the page hydrated with, so none reads a
 * file again, and a page served at an address the build did not write keeps its own.
 */
export function LiveRefresh() {
  const matches = useMatches();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const path = window.location.pathname;
    for (const { handle, loaderData } of matches) (handle as RouteHandle | undefined)?.keep(path, loaderData);
    void revalidate();
    // Once, for the page as it hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
