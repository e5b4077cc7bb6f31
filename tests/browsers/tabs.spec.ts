import { see, test, type BrowserTab } from "./support/test";
import { agents, price, singleton, type Doc } from "../e2e/support/dataset";
import { paths } from "#content/paths.ts";

// The tabs of /pricing (one per agent, its plans) and of an agent's page, by mouse and keyboard.

const tabNamed = (name: string) => ({ css: '[role="tab"]', name });
const PANEL = { css: '[role="tabpanel"]' };

/** The tab is selected and the panel shown holds `texts`. */
async function expectSelected(tab: BrowserTab, name: string, texts: string[]) {
  await see(() => tab.attribute(tabNamed(name), "aria-selected"), name).toBe("true");
  for (const text of texts) await see(() => tab.text(PANEL), name).toContain(text);
}

const plansOf = (agent: Doc): string[] => agent.plans.flatMap((plan: Doc) => [plan.name, price(plan.price)]);

test(`${paths.pricing}: each agent's tab shows its plans, chosen by mouse or arrow keys`, async ({ tab }) => {
  const [first, second, third] = agents();
  const last = agents().at(-1)!;
  await tab.goto(paths.pricing);
  await expectSelected(tab, first.name, plansOf(first));

  await tab.click(tabNamed(second.name));
  await expectSelected(tab, second.name, plansOf(second));
  await see(() => tab.location()).toBe(`${paths.pricing}#plans-${second.slug.current}`);

  await tab.focus(tabNamed(second.name));
  await tab.press("ArrowRight");
  await expectSelected(tab, third.name, plansOf(third));
  await see(() => tab.focused(tabNamed(third.name))).toBe(true);
  await tab.press("End");
  await expectSelected(tab, last.name, plansOf(last));
  await tab.press("Home");
  await expectSelected(tab, first.name, plansOf(first));
  await tab.press("ArrowLeft");
  await expectSelected(tab, last.name, plansOf(last));
});

test("an agent's page: its tabs by mouse and arrow keys, the choice in the address", async ({ tab }) => {
  const agent = agents()[0];
  const labels = singleton("agentsPage");
  const { overview, pricing, useCases } = labels.tabLabels;
  const page = paths.agent(agent.slug.current);
  await tab.goto(page);
  await expectSelected(tab, overview, [agent.overviewCards[0].title]);

  await tab.click(tabNamed(pricing));
  await expectSelected(tab, pricing, [labels.popularLabel, ...plansOf(agent)]);
  await see(() => tab.location()).toBe(`${page}#pricing`);

  await tab.focus(tabNamed(pricing));
  await tab.press("ArrowRight");
  await expectSelected(tab, useCases, [agent.useCases[0].title]);
  await see(() => tab.focused(tabNamed(useCases))).toBe(true);
  await see(() => tab.location()).toBe(`${page}#use-cases`);
  await tab.press("Home");
  await expectSelected(tab, overview, [agent.overviewCards[0].title]);
});
