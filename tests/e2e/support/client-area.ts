import { expect, type Page } from "@playwright/test";
import { paths } from "#content/paths.ts";
import { singleton } from "./dataset";

/** The client area's areas in its navigation (`dashboardPage.navigation`), and their addresses. */
export const AREAS = {
  overview: paths.dashboard,
  agents: paths.dashboardAgents,
  runs: paths.dashboardRuns,
  workflows: paths.dashboardWorkflows,
  plan: paths.dashboardPlan,
  billing: paths.dashboardBilling,
  settings: paths.dashboardSettings,
} as const;

export type Area = keyof typeof AREAS;

/** The client area's navigation, named and labelled by the dataset. */
export const areaNavigation = (page: Page) =>
  page.getByRole("navigation", { name: singleton("dashboardPage").navigation.label });

/** Goes to an area through the navigation's link, as a customer does. */
export async function openArea(page: Page, area: Area) {
  const label: string = singleton("dashboardPage").navigation[area];
  await areaNavigation(page).getByRole("link", { name: label, exact: true }).click();
  await expect(page).toHaveURL(AREAS[area]);
}
