import { paths } from "~/shared/paths";
/** One step of a breadcrumb trail; the page itself has no link. */
export type Crumb = { label: string; href?: string };

/** An inner page's trail, as its banner shows it and its structured data lists it. */
export const pageCrumbs = (title: string): Crumb[] => [{ label: "Home", href: paths.home }, { label: title }];

/** An agent page's trail: home, the agents page, the agent. */
export const agentCrumbs = (agentsTitle: string, agentName: string): Crumb[] => [
  { label: "Home", href: paths.home },
  { label: agentsTitle, href: paths.agents },
  { label: agentName },
];
