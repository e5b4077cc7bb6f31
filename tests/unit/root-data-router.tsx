import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import type { Messages } from "#web/shared/i18n/useMessages.ts";
import { seedMenus, seedNavigation } from "./seed-content";

/** The root data as the root loader gives it, with the bundled navbar and footer texts and menus. */
export const seedRootData = {
  settings: { siteName: "Nexora AI", navigation: seedNavigation, ...seedMenus },
  agents: [],
} as unknown as RootQueryResult;

/**
 * `children` at `path` inside a data router whose root route holds the root data (what
 * `useRootData` reads: breadcrumbs, account links) and the messages (`useMessages`, English unless
 * given), as the root loader gives them, available at the first render.
 */
export function withRootData(
  children: ReactNode,
  {
    path = "/",
    rootData = seedRootData,
    messages = en,
  }: { path?: string; rootData?: RootQueryResult; messages?: Messages } = {},
) {
  const root = { ...rootData, messages };
  const Stub = createRoutesStub([{ id: "root", path: "*", loader: () => root, Component: () => children }]);
  return <Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />;
}
