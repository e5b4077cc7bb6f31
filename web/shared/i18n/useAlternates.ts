import { useMatches } from "react-router";
import type { MetaDescriptor } from "react-router";
import { alternatesInHead } from "./alternates";

/** The page on screen's translations in each language, as its head names them (none: no other translation). */
export function useAlternates() {
  const page = useMatches().findLast((match) => (match.loaderData as { head?: unknown } | undefined)?.head);
  return alternatesInHead((page?.loaderData as { head: MetaDescriptor[] } | undefined)?.head);
}
