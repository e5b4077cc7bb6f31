import { see, test, type BrowserTab } from "./support/test";
import { DRAWER, HEADING, MENU_BUTTON, quoted } from "./support/site";
import { agents, navigation } from "../e2e/support/dataset";
import { wordOnlyOnAgentPage } from "../e2e/support/search-words";
import { paths } from "#content/paths.ts";

// The site search: open it, type a word only one agent's page holds, see that page among the
// results with the word marked, and open it.

const labels = navigation();
const FIELD = { css: ".search-dialog input[type=search]" };

async function searchAndOpen(tab: BrowserTab, agent = agents().at(-1)!) {
  const href = paths.agent(agent.slug.current);
  const word = wordOnlyOnAgentPage(agent);
  await see(() => tab.focused(FIELD), "the search field has the focus").toBe(true);
  await tab.type(word);
  const result = { css: `.search-results a[href=${quoted(href)}]` };
  await see(() => tab.text({ ...result, css: `${result.css} mark` })).toMatch(
    new RegExp(word.slice(0, 6), "i"),
  );
  await tab.click(result);
  await see(() => tab.location()).toBe(href);
  await see(() => tab.text(HEADING)).toBe(agent.heroTagline);
  await see(() => tab.shows({ css: ".search-dialog" })).toBe(false);
}

test("the navbar's search finds an agent's page and opens it", { tag: "@wide" }, async ({ tab }) => {
  await tab.goto(paths.pricing);
  await tab.click({ css: ".navbar__inner > .search-button", name: labels.searchLabel });
  await searchAndOpen(tab);
});

test("the mobile menu's search finds an agent's page and opens it", { tag: "@phone" }, async ({ tab }) => {
  await tab.goto(paths.pricing);
  await tab.click(MENU_BUTTON);
  await tab.click({ within: DRAWER, css: ".search-button", name: labels.searchLabel });
  await searchAndOpen(tab, agents()[0]);
});
