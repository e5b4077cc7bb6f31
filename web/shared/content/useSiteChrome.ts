import { useRouteLoaderData } from "react-router";
import type { SiteChromeQueryResult } from "@content/sanity.types";

/** The site chrome (settings with the menus, agent list) loaded once by the root route (`siteChromeQuery`). */
export function useSiteChrome() {
  const data = useRouteLoaderData<SiteChromeQueryResult>("root");
  return {
    settings: data?.settings ?? null,
    agents: data?.agents ?? [],
  };
}
