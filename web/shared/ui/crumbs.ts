import { localizedPath } from "#content/documentPaths.ts";
import type { Language } from "#content/languages.ts";
import { paths } from "#content/paths.ts";
/** One step of a breadcrumb trail; the page itself has no link. */
export type Crumb = { label: string; href?: string };

export const pageCrumbs = (title: string): Crumb[] => [{ label: title }];

type TitledPage = { title?: string | null; slug?: string | null; path?: string | null };

/** The pages above it that exist (solutions for solutions/ecommerce), then the page itself. */
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

/** As the banner shows it and its structured data lists it; no home step when its label is empty. */
export const withHome = (
  homeLabel: string | null | undefined,
  crumbs: Crumb[],
  language?: Language,
): Crumb[] =>
  homeLabel ? [{ label: homeLabel, href: localizedPath(paths.home, language) }, ...crumbs] : crumbs;

export const insightsCrumbs = (
  insightsTitle: string | null | undefined,
  language: Language | undefined,
  ...steps: Crumb[]
): Crumb[] => [
  ...(insightsTitle ? [{ label: insightsTitle, href: localizedPath(paths.insights, language) }] : []),
  ...steps,
];
