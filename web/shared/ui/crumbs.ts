import { paths } from "~/shared/paths";
/** One step of a breadcrumb trail; the page itself has no link. */
export type Crumb = { label: string; href?: string };

/** An inner page's trail after the home step: the page itself. */
export const pageCrumbs = (title: string): Crumb[] => [{ label: title }];

/** An agent page's trail after the home step: the agents page, the agent. */
export const agentCrumbs = (agentsTitle: string, agentName: string): Crumb[] => [
  { label: agentsTitle, href: paths.agents },
  { label: agentName },
];

/**
 * The whole trail, as the banner shows it and its structured data lists it: the home step,
 * named by the site settings (`navigation.homeLabel`; left out when empty), then `crumbs`.
 */
export const withHome = (homeLabel: string | null | undefined, crumbs: Crumb[]): Crumb[] =>
  homeLabel ? [{ label: homeLabel, href: paths.home }, ...crumbs] : crumbs;
