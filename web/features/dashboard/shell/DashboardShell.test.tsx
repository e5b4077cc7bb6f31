import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { localizedPath } from "#content/documentPaths.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import { seedDocument } from "../../../../tests/unit/seed-content";
import { DashboardShell } from "./DashboardShell";

const english = seedDocument("dashboardPage") as DashboardPageContent;
const spanish = seedDocument("dashboardPage-es") as DashboardPageContent;

const AREAS = [
  [paths.dashboard, "Overview"],
  [paths.dashboardAgents, "Agents"],
  [paths.dashboardRuns, "Runs"],
  [paths.dashboardWorkflows, "Workflows"],
  [paths.dashboardPlan, "Usage and plan"],
  [paths.dashboardBilling, "Billing"],
  [paths.dashboardSettings, "Settings"],
] as const;

/** Each area's page, its heading its name, in a data router with the root data, at `path`. */
function renderShell(path: string, { texts = english, language = "en" } = {}) {
  const root = { messages: en, language };
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => root,
      children: AREAS.flatMap(([address, name]) =>
        [address, `/es${address}`].map((at) => ({
          path: at,
          Component: () => (
            <DashboardShell navigation={texts.navigation} title={`${name} heading`}>
              <p>{name}</p>
            </DashboardShell>
          ),
        })),
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />);
}

const navigation = (name = english.navigation!.label!) => screen.getByRole("navigation", { name });

describe("the client area's shell", () => {
  it("links every area, in order, and marks the one on screen", async () => {
    renderShell(paths.dashboardWorkflows);
    const links = within(navigation()).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("href"), link.textContent])).toEqual(AREAS);
    expect(within(navigation()).getByRole("link", { name: "Workflows" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(links.filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
    expect(screen.getByRole("region", { name: "Workflows heading" })).toHaveTextContent("Workflows");
  });

  it("marks the Overview only on the Overview", async () => {
    renderShell(paths.dashboard);
    expect(within(navigation()).getByRole("link", { name: "Overview" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(navigation()).getByRole("link", { name: "Agents" })).not.toHaveAttribute("aria-current");
  });

  it("links the areas in the page's language, in its words", async () => {
    renderShell(localizedPath(paths.dashboardAgents, "es"), { texts: spanish, language: "es" });
    const nav = navigation(spanish.navigation!.label!);
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(AREAS.map(([address]) => localizedPath(address, "es")));
    expect(within(nav).getByRole("link", { name: spanish.navigation!.agents! })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("gives the new area's heading the focus after a move between areas, not on arrival", async () => {
    const user = userEvent.setup();
    renderShell(paths.dashboard);
    expect(screen.getByRole("heading", { level: 1, name: "Overview heading" })).not.toHaveFocus();

    await user.click(within(navigation()).getByRole("link", { name: "Agents" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Agents heading" })).toHaveFocus();
    expect(within(navigation()).getByRole("link", { name: "Agents" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await user.click(within(navigation()).getByRole("link", { name: "Settings" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Settings heading" })).toHaveFocus();
  });
});
