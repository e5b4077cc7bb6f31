import { createContext, useContext } from "react";
import { useMatches } from "react-router";
import type { MetaDescriptor } from "react-router";
import { alternatesInHead } from "./alternates";

/** The head of a page published since the build, which the not-found page shows in its place. */
export const PageHead = createContext<MetaDescriptor[] | null>(null);

export function useAlternates() {
  const given = useContext(PageHead);
  const page = useMatches().findLast((match) => (match.loaderData as { head?: unknown } | undefined)?.head);
  return alternatesInHead(given ?? (page?.loaderData as { head: MetaDescriptor[] } | undefined)?.head);
}
