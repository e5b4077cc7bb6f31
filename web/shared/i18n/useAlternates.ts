import { createContext, useContext } from "react";
import { useMatches } from "react-router";
import type { MetaDescriptor } from "react-router";
import { alternatesInHead } from "./alternates";

/**
 * The head of a page no route's data holds: what the not-found page shows in its place, published
 * since the build (web/routes/not-found/NotFoundBoundary.tsx).
 */
export const PageHead = createContext<MetaDescriptor[] | null>(null);

/** The page on screen's translations in each language, as its head names them (none: no other translation). */
export function useAlternates() {
  const given = useContext(PageHead);
  const page = useMatches().findLast((match) => (match.loaderData as { head?: unknown } | undefined)?.head);
  return alternatesInHead(given ?? (page?.loaderData as { head: MetaDescriptor[] } | undefined)?.head);
}
