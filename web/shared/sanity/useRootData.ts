import { useRouteLoaderData } from "react-router";
import type { RootQueryResult } from "#content/sanity.types.ts";

/** The root data: the site settings with the menus, and the agent list, loaded once by the root route (`rootQuery`). */
export function useRootData() {
  const data = useRouteLoaderData<RootQueryResult>("root");
  return {
    settings: data?.settings ?? null,
    agents: data?.agents ?? [],
  };
}
