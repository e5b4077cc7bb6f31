import { expect, test } from "./support/test";
import {
  agents,
  agentsDropdown,
  mainMenuLabel,
  menuLinks,
  navigation,
  pageAt,
  singleton,
} from "./support/dataset";
import { paths } from "#content/paths.ts";

const settings = singleton("siteSettings");
const labels = navigation();

// The agents dropdown's keys (Enter, Space, Escape and the focus back on its button) and the
// mobile menu's links and focus are checked by web/features/site-frame/Navbar.test.tsx, and in Firefox
// and WebKit by tests/browsers/navigation.spec.ts; here, what takes a real browser: the mouse
// over the dropdown, and the drawer's layout and focus trap.
test("the AI Agents dropdown opens on hover, lists every agent and leads to one", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.about);
  const nav = page.getByRole("navigation", { name: labels.mainNavLabel });
  const toggle = nav.getByRole("button", { name: agentsDropdown().label });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.hover();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  for (const agent of agents()) {
    await expect(nav.getByRole("link", { name: agent.name })).toHaveAttribute(
      "href",
      paths.agent(agent.slug.current),
    );
  }
  await nav.getByRole("link", { name: agents()[0].name }).click();
  await expect(page).toHaveURL(paths.agent(agents()[0].slug.current));
});

// Pinned on both sides in web/features/site-frame/Navbar.test.tsx; here, in a browser, with the page's
// own scrolling and layout: the bar stays at the window's top once fixed.
test("the navbar is fixed at the window's top once the page is scrolled more than 100 px, not at 100 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const header = page.locator(".navbar").first();
  /** Scrolls to `y`, then waits for the scroll event and two frames: the page's own handler has run. */
  const scrollTo = async (y: number) => {
    await page.evaluate(
      (to) =>
        new Promise<void>((resolve) => {
          const twoFramesOn = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          addEventListener("scroll", twoFramesOn, { once: true });
          window.scrollTo({ top: to, behavior: "instant" });
        }),
      y,
    );
    expect(await page.evaluate(() => window.scrollY), "where the page is scrolled").toBe(y);
  };
  await expect(header).not.toHaveClass(/navbar--sticky/);
  await scrollTo(100);
  await expect(header).not.toHaveClass(/navbar--sticky/);
  await scrollTo(101);
  await expect(header).toHaveClass(/navbar--sticky/);
  expect((await header.boundingBox())?.y, "the bar at the window's top").toBe(0);
  await scrollTo(100);
  await expect(header).not.toHaveClass(/navbar--sticky/);
});

test("the mobile menu mirrors the links, traps focus and closes on Escape", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(paths.pricing);
  const opener = page.getByRole("button", { name: labels.openMenuLabel });
  await opener.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (const { label, href } of [
    ...menuLinks(settings.mainMenu),
    { label: agentsDropdown().allAgentsLabel, href: paths.agents },
  ]) {
    const link = dialog.getByRole("link", { name: label, exact: true }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
  }
  for (const name of [labels.signInLabel, settings.primaryCta.label]) {
    await expect(dialog.getByRole("link", { name, exact: true }).first()).toBeVisible();
  }
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    expect(inside).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  const hasHorizontalScroll = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(hasHorizontalScroll).toBe(false);
});

// The footer's contact and social links, columns and call to action, as built: tests/build/layout.test.ts.

// The top bar's texts and links, as built: tests/build/layout.test.ts. Below 64rem its menu and
// call to action fold into the drawer: that they show at the default width takes the browser.
test("agent pages show the promo top bar, its menu and its call to action", async ({ page }) => {
  await page.goto(paths.agent(agents()[0].slug.current));
  await expect(page.getByText(settings.promoBanner.text)).toBeVisible();
  await expect(page.getByRole("link", { name: settings.promoBanner.cta.label })).toBeVisible();
  const topBar = page.getByRole("banner");
  await expect(topBar.getByRole("link", { name: settings.agentTopBarCta.label }).first()).toBeVisible();
  const menu = topBar.getByRole("navigation", { name: labels.mainNavLabel });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link")).toHaveCount(menuLinks(settings.agentTopBarMenu).length);
});

test("links navigate client-side without a full page load", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await page
    .getByRole("navigation", { name: labels.mainNavLabel })
    .getByRole("link", { name: mainMenuLabel(paths.pricing) })
    .click();
  await expect(page).toHaveURL(paths.pricing);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageAt(paths.pricing).title);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
});
