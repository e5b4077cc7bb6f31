import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import type { SiteChromeQueryResult } from "@content/sanity.types";
import { en } from "~/shared/i18n/messages/en";
import { seedMenus, seedNavigation } from "./seed-content";

/** The site chrome as the root loader gives it, with the bundled navbar and footer texts and menus. */
export const seedChrome = {
  settings: { siteName: "Nexora AI", navigation: seedNavigation, ...seedMenus },
  agents: [],
} as unknown as SiteChromeQueryResult;

/**
 * `children` at `path` inside a data router whose root route holds the site chrome (what
 * `useSiteChrome` reads: breadcrumbs, account links) and the English messages (`useMessages`),
 * as the root loader gives them, available at the first render.
 */
export function withChrome(
  children: ReactNode,
  { path = "/", chrome = seedChrome }: { path?: string; chrome?: SiteChromeQueryResult } = {},
) {
  const root = { ...chrome, messages: en };
  const Stub = createRoutesStub([{ id: "root", path: "*", loader: () => root, Component: () => children }]);
  return <Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />;
}
