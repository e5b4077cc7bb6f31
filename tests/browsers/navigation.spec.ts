import { expect, see, test, type BrowserTab } from "./support/test";
import { DRAWER, HEADING, MAIN_NAV, MENU_BUTTON } from "./support/site";
import { agents, agentsDropdown, mainMenuLabel, menuLinks, singleton } from "../e2e/support/dataset";
import { headingOf } from "../e2e/support/public-pages";
import { paths } from "#content/paths.ts";

const settings = singleton("siteSettings");

/** Marks the document, to tell a client-side navigation (the mark stays) from a page load. */
const markDocument = (tab: BrowserTab) =>
  tab.evaluate(() => {
    Object.assign(window, { __sameDocument: true });
  });
const sameDocument = (tab: BrowserTab) =>
  tab.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function expectPage(tab: BrowserTab, path: string) {
  await see(() => tab.location()).toBe(path);
  await see(() => tab.text(HEADING)).toBe(headingOf(path));
}

test("a navbar link opens its page without loading a new document", { tag: "@wide" }, async ({ tab }) => {
  await tab.goto(paths.home);
  await markDocument(tab);
  await tab.click({ within: MAIN_NAV, css: "a", name: mainMenuLabel(paths.pricing) });
  await expectPage(tab, paths.pricing);
  expect(await sameDocument(tab), "the same document").toBe(true);
});

test(
  "the agents dropdown opens on hover, by keyboard and on click, and leads to an agent",
  { tag: "@wide" },
  async ({ tab }) => {
    const toggle = { within: MAIN_NAV, css: "button", name: agentsDropdown().label };
    const expanded = () => tab.attribute(toggle, "aria-expanded");
    await tab.goto(paths.about);
    await see(expanded).toBe("false");

    await tab.hover(toggle);
    await see(expanded).toBe("true");
    await tab.hover({ css: "footer" });
    await see(expanded).toBe("false");

    await tab.focus(toggle);
    await tab.press("Enter");
    await see(expanded).toBe("true");
    for (const agent of agents())
      await see(() => tab.attribute({ within: MAIN_NAV, css: "a", name: agent.name }, "href")).toBe(
        paths.agent(agent.slug.current),
      );
    await tab.press("Escape");
    await see(expanded).toBe("false");
    expect(await tab.focused(toggle), "focus back on the button").toBe(true);

    const agent = agents().at(-1)!;
    await markDocument(tab);
    await tab.click(toggle);
    await see(expanded).toBe("true");
    await tab.click({ within: MAIN_NAV, css: "a", name: agent.name });
    await expectPage(tab, paths.agent(agent.slug.current));
    expect(await sameDocument(tab), "the same document").toBe(true);
  },
);

test(
  "the mobile menu lists the menu's links, closes on Escape and leads to a page",
  { tag: "@phone" },
  async ({ tab }) => {
    await tab.goto(paths.pricing);
    await tab.click(MENU_BUTTON);
    await tab.waitFor({ css: DRAWER });
    const links = [
      ...menuLinks(settings.mainMenu),
      { label: agentsDropdown().allAgentsLabel, href: paths.agents },
    ];
    for (const { label, href } of links)
      await see(() => tab.attribute({ within: DRAWER, css: "a", name: label }, "href")).toBe(href);
    await tab.press("Escape");
    await see(() => tab.shows({ css: DRAWER })).toBe(false);
    expect(await tab.focused(MENU_BUTTON), "focus back on the menu button").toBe(true);

    await markDocument(tab);
    await tab.click(MENU_BUTTON);
    await tab.click({ within: DRAWER, css: "a", name: mainMenuLabel(paths.about) });
    await expectPage(tab, paths.about);
    await see(() => tab.shows({ css: DRAWER })).toBe(false);
    expect(await sameDocument(tab), "the same document").toBe(true);
  },
);
