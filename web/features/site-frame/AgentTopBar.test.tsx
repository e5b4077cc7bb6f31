import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { MenuLinkContent } from "#content/contentTypes.ts";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { seedMenus, seedNavigation } from "../../../tests/unit/seed-content";
import { paths } from "#content/paths.ts";
import { AgentTopBar } from "./AgentTopBar";

const rootData = (agentTopBarMenu: MenuLinkContent[] | null) =>
  ({
    settings: { siteName: "Nexora AI", navigation: seedNavigation, ...seedMenus, agentTopBarMenu },
    agents: [],
  }) as unknown as RootQueryResult;

function renderTopBar(content: RootQueryResult, path = paths.agent("data-analyst")) {
  const Stub = createRoutesStub([{ id: "root", path: "*", loader: () => content, Component: AgentTopBar }]);
  render(<Stub initialEntries={[path]} />);
}

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("AgentTopBar", () => {
  it("shows the bundled top bar menu, Home and Contact, in the bar and the mobile menu", async () => {
    renderTopBar(rootData(seedMenus.agentTopBarMenu));
    const main = await screen.findByRole("navigation", { name: "Main" });
    expect(linksOf(main)).toEqual([
      ["Home", paths.home],
      ["Contact", paths.contact],
    ]);
    const mobile = screen.getByRole("navigation", { name: "Mobile", hidden: true });
    expect(
      within(mobile)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(["Home", "Contact"]);
  });

  it("takes its links and their order from the site settings", async () => {
    renderTopBar(
      rootData([
        { _key: "p", _type: "menuLink", label: "Plans", href: paths.pricing },
        { _key: "x", _type: "menuLink", label: "Tricky", href: "javascript:alert(1)" },
        { _key: "h", _type: "menuLink", label: "Start", href: paths.home },
      ]),
      paths.pricing,
    );
    const main = await screen.findByRole("navigation", { name: "Main" });
    expect(linksOf(main)).toEqual([
      ["Plans", paths.pricing],
      ["Start", paths.home],
    ]);
    expect(within(main).getByRole("link", { name: "Plans" })).toHaveAttribute("aria-current", "page");
    expect(within(main).getByRole("link", { name: "Start" })).not.toHaveAttribute("aria-current");
  });

  it("renders without a menu", async () => {
    renderTopBar(rootData(null));
    const main = await screen.findByRole("navigation", { name: "Main" });
    expect(within(main).queryAllByRole("link")).toEqual([]);
  });
});
