import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Once the first page has hydrated, its routes load again (a revalidation never moves the scroll
 * position), with live content applied to the data the page hydrated with (KeepHydratedData,
 * rendered before this): none reads a file again.
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
