import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { AuthContextValue } from "#web/shared/auth/authState.ts";
import { AuthStandInProvider, authStandIn } from "../../../tests/unit/auth-stand-in";
import { seedMenus, seedNavigation, siteSettingsWith } from "../../../tests/unit/seed-content";
import type { MainMenuItemContent } from "#content/contentTypes.ts";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { PREFETCH_GROUP, prefetchWhenIdle } from "#web/shared/navigation/prefetch.ts";
import { Navbar } from "./Navbar";
import { paths } from "#content/paths.ts";

// What the navbar prefetches is checked, not fetched (nor left running after a test).
vi.mock("#web/shared/navigation/prefetch.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#web/shared/navigation/prefetch.ts")>()),
  prefetchWhenIdle: vi.fn(),
}));
beforeEach(() => vi.mocked(prefetchWhenIdle).mockClear());

const rootData: RootQueryResult = {
  settings: siteSettingsWith({
    siteName: "Nexora AI",
    contactEmail: "hello@example.com",
    contactPhone: "+1 (555) 123-4567",
    socialLinks: [],
    primaryCta: { label: "Get Started", href: paths.signUp },
    navigation: seedNavigation,
    ...seedMenus,
  }),
  agents: [
    {
      _id: "a1",
      _type: "agent",
      language: "en",
      name: "Content Creator",
      slug: "content-creator",
      icon: "pen-tool",
    },
    {
      _id: "a2",
      _type: "agent",
      language: "en",
      name: "Data Analyst",
      slug: "data-analyst",
      icon: "chart-line",
    },
  ],
  homeLanguages: ["en"],
  languageOffers: [],
  language: "en",
};

const withMainMenu = (mainMenu: MainMenuItemContent[] | null): RootQueryResult => ({
  ...rootData,
  settings: { ...rootData.settings!, mainMenu },
});

/** The bundled main menu with some labels changed: `{ Home: "Start" }`. */
const relabelled = (labels: Record<string, string>) =>
  seedMenus.mainMenu!.map((item) => ({ ...item, label: labels[item.label!] ?? item.label }));

function renderNavbar(path = "/", auth: AuthContextValue = authStandIn(), content = rootData) {
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
    <AuthStandInProvider value={auth}>
      <Stub initialEntries={[path]} />
    </AuthStandInProvider>,
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
      authStandIn({
        status: "signed-in",
        user: { uid: "u1", displayName: "Ada", email: "a@b.c", emailVerified: true, hasPassword: true },
        logout,
      }),
    );
    const dashboard = await screen.findAllByRole("link", { name: "Dashboard" });
    expect(dashboard[0]).toHaveAttribute("href", paths.dashboard);
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
    await userEvent.setup().click(screen.getAllByRole("button", { name: "Logout" })[0]);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("keeps the account slot empty while sign-in state loads", async () => {
    renderNavbar("/", authStandIn({ status: "loading" }));
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
      signInLabel: "Log in",
      openMenuLabel: "Show the menu",
      mainNavLabel: "Site",
    };
    const mainMenu = relabelled({ Home: "Start", About: "Who we are", "AI Agents": "Our agents" }).map(
      (item) => (item._type === "agentsMenu" ? { ...item, allAgentsLabel: "Every agent" } : item),
    );
    renderNavbar("/", authStandIn(), {
      ...rootData,
      settings: { ...rootData.settings!, navigation, mainMenu },
    });
    const main = await screen.findByRole("navigation", { name: "Site" });
    expect(main).toHaveTextContent("Start");
    expect(main).toHaveTextContent("Who we are");
    expect(screen.getAllByRole("link", { name: "Log in" })[0]).toHaveAttribute("href", paths.signIn);
    expect(screen.getByRole("button", { name: "Show the menu" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Home" })).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Our agents" }));
    expect(screen.getAllByRole("link", { name: "Every agent" })[0]).toHaveAttribute("href", paths.agents);
  });

  it("lists the main menu's items in its order, the agents dropdown where the menu puts it", async () => {
    renderNavbar();
    const main = await screen.findByRole("navigation", { name: "Main" });
    // Each item's first control: its link, or the dropdown's button.
    const items = [...main.querySelectorAll(".navbar__links > li")].map((item) =>
      item.querySelector("a, button"),
    );
    expect(items.map((item) => item?.textContent)).toEqual([
      "Home",
      "AI Agents",
      "About",
      "Pricing",
      "Contact",
    ]);
    expect(items.map((item) => item?.getAttribute("href"))).toEqual([
      paths.home,
      null,
      paths.about,
      paths.pricing,
      paths.contact,
    ]);
    // The mobile menu lists the same, the agents under their All AI Agents link.
    const mobile = screen.getByRole("navigation", { name: "Mobile", hidden: true });
    const mobileLinks = [...mobile.querySelectorAll(":scope > ul > li > a")];
    expect(mobileLinks.map((link) => link.textContent)).toEqual([
      "Home",
      "All AI Agents",
      "About",
      "Pricing",
      "Contact",
    ]);
  });

  it("prefetches, when idle, the pages its links lead to, then its account links', then the agents menu's, and the home page last", async () => {
    renderNavbar();
    await screen.findByRole("navigation", { name: "Main" });
    // Asked from an effect, which may run after the navigation shows.
    await waitFor(() =>
      expect(prefetchWhenIdle).toHaveBeenLastCalledWith(
        [
          paths.about,
          paths.pricing,
          paths.contact,
          paths.signIn,
          paths.signUp,
          paths.agents,
          paths.agent("content-creator"),
          paths.agent("data-analyst"),
          paths.home,
        ],
        expect.any(AbortSignal),
      ),
    );
  });

  it("marks the agents menu as one group of links: hovering it is intent for each of its pages", async () => {
    renderNavbar();
    const button = await screen.findByRole("button", { name: "AI Agents" });
    const group = button.closest(`[${PREFETCH_GROUP}]`);
    expect([...(group?.querySelectorAll("a") ?? [])].map((link) => link.getAttribute("href"))).toEqual([
      paths.agents,
      paths.agent("content-creator"),
      paths.agent("data-analyst"),
    ]);
  });

  it("moves the agents dropdown where the menu puts it", async () => {
    const [home, dropdown, ...rest] = seedMenus.mainMenu!;
    renderNavbar("/", authStandIn(), withMainMenu([home, ...rest, dropdown]));
    const main = await screen.findByRole("navigation", { name: "Main" });
    expect(main.querySelector(".navbar__links > li:last-child button")).toHaveTextContent("AI Agents");
  });

  it("has no agents dropdown when the menu has none", async () => {
    renderNavbar(
      "/",
      authStandIn(),
      withMainMenu(seedMenus.mainMenu!.filter((item) => item._type === "menuLink")),
    );
    await screen.findByRole("navigation", { name: "Main" });
    expect(screen.queryByRole("button", { name: "AI Agents" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Data Analyst", hidden: true })).toBeNull();
  });

  it("opens an external link as a plain link in a new tab and leaves out an unsafe one", async () => {
    renderNavbar(
      "/",
      authStandIn(),
      withMainMenu([
        { _key: "blog", _type: "menuLink", label: "Blog", href: "https://blog.example.com/" },
        { _key: "bad", _type: "menuLink", label: "Win a prize", href: "javascript:alert(1)" },
        { _key: "gone", _type: "menuLink", label: "Gone", href: null },
      ]),
    );
    const main = await screen.findByRole("navigation", { name: "Main" });
    const blog = within(main).getByRole("link", { name: "Blog" });
    expect(blog).toHaveAttribute("href", "https://blog.example.com/");
    expect(blog).toHaveAttribute("target", "_blank");
    expect(main.querySelectorAll("li")).toHaveLength(1);
    expect(screen.queryByText("Win a prize")).toBeNull();
    expect(screen.queryByText("Gone")).toBeNull();
    // Only the account links' pages: none of the menu's is a page of the site. Asked from an
    // effect, which may run after the navigation shows.
    await waitFor(() =>
      expect(prefetchWhenIdle).toHaveBeenLastCalledWith(
        [paths.signIn, paths.signUp],
        expect.any(AbortSignal),
      ),
    );
  });

  it("becomes sticky once the page is scrolled more than 100 px, not at 100 px", async () => {
    const scrollY = vi.spyOn(window, "scrollY", "get").mockReturnValue(0);
    onTestFinished(() => scrollY.mockRestore());
    const scrollTo = (y: number) =>
      act(() => {
        scrollY.mockReturnValue(y);
        window.dispatchEvent(new Event("scroll"));
      });
    renderNavbar();
    // This render's bar, not the first `.navbar` of a document other files' tests share (a CI run
    // once found one that never changed), and with its effects run, so the listener is there.
    const bar = (await screen.findByRole("navigation", { name: "Main" })).closest(".navbar");
    await act(async () => {});
    expect(bar).not.toHaveClass("navbar--sticky");

    scrollTo(100);
    expect(bar).not.toHaveClass("navbar--sticky");
    scrollTo(101);
    expect(bar).toHaveClass("navbar--sticky");
    scrollTo(100);
    expect(bar).not.toHaveClass("navbar--sticky");
  });

  it("renders without a main menu", async () => {
    renderNavbar("/", authStandIn(), withMainMenu(null));
    const main = await screen.findByRole("navigation", { name: "Main" });
    expect(main.querySelectorAll("li")).toHaveLength(0);
    expect(screen.getAllByRole("link", { name: "Sign In" })[0]).toHaveAttribute("href", paths.signIn);
  });
});
