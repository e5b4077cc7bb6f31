import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * With live content or inside the Studio, once the first page has hydrated: its routes load
 * again (React Router's revalidation, which never moves the scroll position), each with live
 * content applied to the data the page hydrated with (KeepHydratedData, rendered before this):
 * none reads a file again, and a page served at an address the build did not write keeps its own.
 */
export function LiveRefresh() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    void revalidate();
    // Once, for the page as it hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
