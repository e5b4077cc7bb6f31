import { expect, hydrated, test, type Page } from "./support/test";
import { agents, docsOfType, price, type Doc } from "./support/dataset";
import { holdScripts } from "./support/held-code";
import { paths } from "#content/paths.ts";

// /pricing compares the agents' plans one agent at a time: a tab per agent (a link to
// `#plans-<slug>`) above that agent's three plans.

const plansOf = (agent: Doc) => `${paths.pricing}#plans-${agent.slug.current}`;

/** The agent's tab is selected and its panel shows its plans, names and prices. */
async function expectAgentShown(page: Page, agent: Doc) {
  await expect(page.getByRole("tab", { name: agent.name })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: agent.name });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link", { name: agent.name })).toHaveAttribute(
    "href",
    paths.agent(agent.slug.current),
  );
  for (const plan of agent.plans) {
    await expect(panel.getByRole("heading", { name: plan.name })).toBeVisible();
    await expect(panel.getByText(price(plan.price), { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
}

// The agent selector's keys (arrows, Home, End), the choice in the address, and an address naming
// an agent or an unknown one: blocks/agent-plans/AgentPlansBlock.test.tsx; by mouse and keys in
// Firefox and WebKit, tests/browsers/tabs.spec.ts; the tabs in the dataset's order, as built:
// tests/build/content-pages.test.ts. Here, what takes the page's first load in a browser.

test("before the code arrives, the first agent's plans show and the agents' tabs are links that work", async ({
  page,
}) => {
  const [first, second] = agents();
  const scripts = await holdScripts(page);
  await page.goto(paths.pricing, { waitUntil: "domcontentloaded" });
  const panel = (agent: Doc) => page.locator(`#plans-${agent.slug.current}`);
  await expect(panel(first)).toBeVisible();
  await expect(panel(first)).toContainText(price(first.plans[0].price));
  await expect(panel(second)).toBeHidden();

  await page.getByRole("tab", { name: second.name }).click();
  await expect(page).toHaveURL(plansOf(second));
  await expect(panel(second)).toBeVisible();
  for (const plan of second.plans) await expect(panel(second)).toContainText(price(plan.price));
  await expect(panel(first)).toBeHidden();

  // Once the code has arrived, the address's agent stays chosen.
  await scripts.release();
  await hydrated(page);
  await expectAgentShown(page, second);
});

test("cards in a row share their price line (add-ons at 1280)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(paths.pricing);
  const addOns = page.locator(".add-on");
  await expect(addOns).toHaveCount(docsOfType("addOn").length);
  await addOns.first().scrollIntoViewIfNeeded();
  const boxes = await addOns.evaluateAll((cards) =>
    cards.map((card) => ({
      row: Math.round(card.getBoundingClientRect().top),
      price: Math.round(card.querySelector(".add-on__price")!.getBoundingClientRect().top),
    })),
  );
  const rows = new Map<number, Set<number>>();
  for (const { row, price } of boxes) rows.set(row, (rows.get(row) ?? new Set()).add(price));
  expect(rows.size, "several add-ons to a row").toBeLessThan(boxes.length);
  for (const [row, prices] of rows) expect([...prices], `prices of the row at ${row}px`).toHaveLength(1);
});

test(`${paths.pricing} is under 3,000 px tall at 1280, every section laid out`, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 812 });
  await page.goto(paths.pricing);
  // Sections out of view are skipped by layout (content-visibility: auto): lay them all out.
  await page.addStyleTag({ content: ".section { content-visibility: visible !important; }" });
  await expect(page.locator(".add-on")).toHaveCount(docsOfType("addOn").length);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, "the page's height at 1280 px").toBeLessThan(3000);
});
