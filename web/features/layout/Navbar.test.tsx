import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { AuthContextValue } from "~/shared/auth/AuthProvider";
import { FakeAuthProvider, fakeAuth } from "../../../tests/unit/fake-auth";
import { seedFooter, seedNavigation } from "../../../tests/unit/seed-content";
import type { SiteChromeQueryResult } from "~/shared/content/sanity.types";
import { Navbar } from "./Navbar";
import { paths } from "~/shared/paths";

const chrome: SiteChromeQueryResult = {
  settings: {
    _id: "siteSettings",
    _type: "siteSettings",
    siteName: "Nexora AI",
    tagline: null,
    promoBanner: null,
    contactEmail: "hello@example.com",
    contactPhone: "+1 (555) 123-4567",
    phoneHours: null,
    address: null,
    socialLinks: [],
    footerBlurb: null,
    footerCta: null,
    primaryCta: { label: "Get Started", href: paths.signUp },
    agentTopBarCta: null,
    copyright: null,
    navigation: seedNavigation,
    footer: seedFooter,
  },
  agents: [
    { _id: "a1", _type: "agent", name: "Content Creator", slug: "content-creator", icon: "pen-tool" },
    { _id: "a2", _type: "agent", name: "Data Analyst", slug: "data-analyst", icon: "chart-line" },
  ],
  agentsPageTitle: "AI Agents",
};

function renderNavbar(path = "/", auth: AuthContextValue = fakeAuth(), content = chrome) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => content,
      Component: () => (
        <>
          <Navbar />
          <Outlet />
        </>
      ),
      children: [{ path: "*", Component: () => <p>page</p> }],
    },
  ]);
  render(
    <FakeAuthProvider value={auth}>
      <Stub initialEntries={[path]} />
    </FakeAuthProvider>,
  );
}

describe("Navbar", () => {
  it("opens the agents menu with the keyboard and closes it on Escape", async () => {
    const user = userEvent.setup();
    renderNavbar();
    const button = await screen.findByRole("button", { name: "AI Agents" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Data Analyst" })).not.toBeInTheDocument();

    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById(button.getAttribute("aria-controls")!);
    expect(menu).toBeVisible();
    expect(screen.getByRole("link", { name: "All AI Agents" })).toHaveAttribute("href", paths.agents);
    expect(screen.getByRole("link", { name: "Data Analyst" })).toHaveAttribute(
      "href",
      paths.agent("data-analyst"),
    );

    await user.tab();
    expect(screen.getByRole("link", { name: "All AI Agents" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();

    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the agents menu when focus leaves it", async () => {
    const user = userEvent.setup();
    renderNavbar();
    const button = await screen.findByRole("button", { name: "AI Agents" });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    act(() => screen.getByRole("link", { name: "About" }).focus());
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the active page and shows the signed-out account links", async () => {
    renderNavbar(paths.pricing);
    const main = await screen.findByRole("navigation", { name: "Main" });
    expect(main.querySelector('[aria-current="page"]')).toHaveTextContent("Pricing");
    expect(screen.getAllByRole("link", { name: "Sign In" })[0]).toHaveAttribute("href", paths.signIn);
    expect(screen.getAllByRole("link", { name: "Get Started" })[0]).toHaveAttribute("href", paths.signUp);
  });

  it("shows Dashboard and Logout to a signed-in visitor", async () => {
    const logout = vi.fn(async () => {});
    renderNavbar(
      "/",
      fakeAuth({ status: "signed-in", user: { uid: "u1", displayName: "Ada", email: "a@b.c" }, logout }),
    );
    const dashboard = await screen.findAllByRole("link", { name: "Dashboard" });
    expect(dashboard[0]).toHaveAttribute("href", paths.dashboard);
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
    await userEvent.setup().click(screen.getAllByRole("button", { name: "Logout" })[0]);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("keeps the account slot empty while sign-in state loads", async () => {
    renderNavbar("/", fakeAuth({ status: "loading" }));
    await screen.findAllByRole("link", { name: "Home" });
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
  });

  it("opens the mobile menu as a modal dialog that traps focus and returns it on Escape", async () => {
    const user = userEvent.setup();
    renderNavbar();
    const menuButton = await screen.findByRole("button", { name: "Open menu" });
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const dialog = screen.getByRole("dialog", { name: "Nexora AI" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const close = screen.getByRole("button", { name: "Close menu" });
    expect(close).toHaveFocus();
    expect(screen.getAllByRole("link", { name: "Content Creator" }).length).toBeGreaterThan(0);

    await user.tab({ shift: true });
    expect(screen.getAllByRole("link", { name: "Get Started" }).at(-1)).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the mobile menu when a link is followed", async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    const dialog = screen.getByRole("dialog");
    await user.click(dialog.querySelector(`a[href="${paths.pricing}"]`)!);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("takes its link texts and the menu's accessible names from the site settings", async () => {
    const navigation = {
      ...seedNavigation!,
      homeLabel: "Start",
      aboutLabel: "Who we are",
      allAgentsLabel: "Every agent",
      signInLabel: "Log in",
      openMenuLabel: "Show the menu",
      mainNavLabel: "Site",
    };
    renderNavbar("/", fakeAuth(), { ...chrome, settings: { ...chrome.settings!, navigation } });
    const main = await screen.findByRole("navigation", { name: "Site" });
    expect(main).toHaveTextContent("Start");
    expect(main).toHaveTextContent("Who we are");
    expect(screen.getAllByRole("link", { name: "Log in" })[0]).toHaveAttribute("href", paths.signIn);
    expect(screen.getByRole("button", { name: "Show the menu" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Home" })).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "AI Agents" }));
    expect(screen.getAllByRole("link", { name: "Every agent" })[0]).toHaveAttribute("href", paths.agents);
  });
});
