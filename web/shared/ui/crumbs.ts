import { localizedPath } from "#content/documentPaths.ts";
import type { Language } from "#content/languages.ts";
import { paths } from "#content/paths.ts";
/** One step of a breadcrumb trail; the page itself has no link. */
export type Crumb = { label: string; href?: string };

/** An inner page's trail after the home step: the page itself. */
export const pageCrumbs = (title: string): Crumb[] => [{ label: title }];

type TitledPage = { title?: string | null; slug?: string | null; path?: string | null };

/**
 * A page built from blocks: the pages above it (solutions for solutions/ecommerce, those that
 * exist), then the page itself.
 */
export const builtPageCrumbs = (
  page: TitledPage,
  parents: readonly TitledPage[] | null | undefined,
): Crumb[] => [
  ...[...(parents ?? [])]
    .filter((parent) => parent.title && parent.slug && parent.path)
    .sort((a, b) => a.slug!.length - b.slug!.length)
    .map((parent) => ({ label: parent.title!, href: parent.path! })),
  ...pageCrumbs(page.title ?? ""),
];

/**
 * An agent page's trail after the home step: the agents page in the agent's language (while it
 * has a title), the agent.
 */
export const agentCrumbs = (
  agentsTitle: string | null | undefined,
  agentName: string,
  language?: string | null,
): Crumb[] => [
  ...(agentsTitle
    ? [{ label: agentsTitle, href: localizedPath(paths.agents, language as Language | undefined) }]
    : []),
  { label: agentName },
];

/**
 * The whole trail, as the banner shows it and its structured data lists it: the home step,
 * named by the site settings (`navigation.homeLabel`; left out when empty) and in the page's
 * language, then `crumbs`.
 */
export const withHome = (
  homeLabel: string | null | undefined,
  crumbs: Crumb[],
  language?: Language,
): Crumb[] =>
  homeLabel ? [{ label: homeLabel, href: localizedPath(paths.home, language) }, ...crumbs] : crumbs;

/**
 * A page of the blog after the home step: the blog's list (while it has a title), then the
 * page's own steps (a post's title; a category's or author's name, and a later page's number), in
 * the blog of `language`.
 */
export const insightsCrumbs = (
  insightsTitle: string | null | undefined,
  language: Language | undefined,
  ...steps: Crumb[]
): Crumb[] => [
  ...(insightsTitle ? [{ label: insightsTitle, href: localizedPath(paths.insights, language) }] : []),
  ...steps,
];
