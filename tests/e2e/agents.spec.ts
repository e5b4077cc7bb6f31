import type { Locator } from "@playwright/test";
import { expect, hydrated, test, type Page } from "./support/test";
import { holdScripts } from "./support/held-code";
import { agents, pageAt, singleton, type Doc } from "./support/dataset";
import { paths } from "#content/paths.ts";

const labels = singleton("agentsPage");

// The overview's and each agent page's content, as built: tests/build/agent-pages.test.ts.

// The tabs' keys, aria state and hash: web/features/agents/AgentPage.test.tsx, and by mouse and keys
// in Firefox and WebKit, tests/browsers/tabs.spec.ts; the pricing tab's plans and buttons, as built:
// tests/build/agent-pages.test.ts. Here, what a real browser lays out (on a phone, below).

type DemoField = { name: string; label: string; kind: string; options?: string[] };

test("a demo form keeps what was typed and invites to book a demo", async ({ page }) => {
  // An agent whose form has a list to choose from and a text to write, if there is one.
  const kinds = (agent: Doc) => (agent.demoForm.fields as DemoField[]).map((field) => field.kind);
  const agent =
    agents().find(
      (candidate) => kinds(candidate).includes("select") && kinds(candidate).includes("textarea"),
    ) ?? agents()[0];
  await page.goto(`${paths.agent(agent.slug.current)}#demo`);
  const panel = page.getByRole("tabpanel");
  const fields = agent.demoForm.fields as DemoField[];
  for (const field of fields.filter((candidate) => candidate.kind === "select")) {
    const select = panel.getByLabel(field.label);
    await expect(select.locator("option")).toContainText(field.options ?? []);
    await select.selectOption(field.options?.[1] ?? "");
  }
  const textarea = fields.find((candidate) => candidate.kind === "textarea");
  if (textarea) await panel.getByLabel(textarea.label).fill("Grow signups by 20%");
  await panel.getByRole("button", { name: agent.demoForm.submitLabel }).click();
  await expect(panel.getByRole("status")).toBeVisible();
  await expect(panel.getByRole("status").getByRole("link")).toHaveAttribute("href", paths.contact);
  if (textarea) await expect(panel.getByLabel(textarea.label)).toHaveValue("Grow signups by 20%");
  await expect(page).toHaveURL(new RegExp(`${paths.agent(agent.slug.current)}#demo$`));
});

// An unknown agent's address is the not-found page: not-found.spec.ts.

/** A tab or link shows its whole label and lies fully inside its row's visible box. */
async function expectWholeIn(item: Locator, row: Locator) {
  expect(await item.evaluate((node) => node.scrollWidth <= node.clientWidth), "label not cut").toBe(true);
  // The row scrolls once the browser has laid it out (scrollRow.ts): a frame after it shows.
  const placed = async () => {
    const [box, rowBox] = [(await item.boundingBox())!, (await row.boundingBox())!];
    return { from: box.x - rowBox.x, toEnd: rowBox.x + rowBox.width - (box.x + box.width) };
  };
  await expect
    .poll(async () => (await placed()).from, "inside its row, from its start")
    .toBeGreaterThanOrEqual(0);
  await expect
    .poll(async () => (await placed()).toEnd, "inside its row, before its end")
    .toBeGreaterThanOrEqual(0);
}

const agentLinks = (page: Page) =>
  page.getByRole("navigation", { name: pageAt(paths.agents).title }).getByRole("link");
const tops = (locator: Locator) =>
  locator.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));

test.describe("on a phone (375 × 812)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const agent of agents()) {
    test(`${agent.slug.current}: whole tab and agent names, tabs on the first screen, stats in one row`, async ({
      page,
    }) => {
      await page.goto(paths.agent(agent.slug.current));
      const tablist = page.getByRole("tablist");
      expect((await tablist.boundingBox())!.y, "the tab list starts on the first screen").toBeLessThan(812);
      // This agent's link is in view from the start; every other one once scrolled to.
      await expectWholeIn(
        agentLinks(page).and(page.locator('[aria-current="page"]')),
        page.locator("main nav ul"),
      );
      for (const link of await agentLinks(page).all()) {
        await link.scrollIntoViewIfNeeded();
        await expectWholeIn(link, page.locator("main nav ul"));
      }
      for (const tab of await page.getByRole("tab").all()) {
        await tab.scrollIntoViewIfNeeded();
        await expectWholeIn(tab, tablist);
      }
      const stats = page
        .getByRole("main")
        .getByRole("listitem")
        .filter({
          hasText: new RegExp(
            agent.stats
              .map((stat: { label: string }) => stat.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
              .join("|"),
          ),
        });
      await expect(stats).toHaveCount(agent.stats.length);
      expect(new Set(await tops(stats)).size, "the stats share one row").toBe(1);
    });
  }

  test("the tab chosen in the address and the agent's link are scrolled into view", async ({ page }) => {
    const agent = agents().at(-1)!;
    await page.goto(`${paths.agent(agent.slug.current)}#demo`);
    const demo = page.getByRole("tab", { name: labels.tabLabels.demo });
    await expect(demo).toHaveAttribute("aria-selected", "true");
    await expectWholeIn(demo, page.getByRole("tablist"));
    // Both rows hide more than they show: their edges fade.
    await expect(page.getByRole("tablist")).toHaveCSS("mask-image", /gradient/);
    await expect(page.locator("main nav ul")).toHaveCSS("mask-image", /gradient/);
    await expectWholeIn(
      agentLinks(page).and(page.locator('[aria-current="page"]')),
      page.locator("main nav ul"),
    );
    // Moving with the keyboard keeps the focused tab in view.
    await demo.focus();
    await page.keyboard.press("Home");
    await expectWholeIn(
      page.getByRole("tab", { name: labels.tabLabels.overview }),
      page.getByRole("tablist"),
    );
  });

  test("the page's code brings the agent's link into view and shifts nothing", async ({ page }) => {
    const agent = agents().at(-1)!;
    const scripts = await holdScripts(page);
    await page.goto(paths.agent(agent.slug.current), { waitUntil: "domcontentloaded" });
    const boxes = async () => ({
      links: await page.locator("main nav ul").boundingBox(),
      tabs: await page.getByRole("tablist").boundingBox(),
    });
    const before = await boxes();
    await scripts.release();
    await hydrated(page);
    expect(await boxes()).toEqual(before);
    await expectWholeIn(
      agentLinks(page).and(page.locator('[aria-current="page"]')),
      page.locator("main nav ul"),
    );
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the agent links share one row and the demo form is as wide as the tab list", async ({ page }) => {
    for (const agent of agents()) {
      await page.goto(`${paths.agent(agent.slug.current)}#demo`);
      expect(new Set(await tops(agentLinks(page))).size, `${agent.slug.current}: one row`).toBe(1);
      const form = (await page.getByRole("tabpanel").locator("form").boundingBox())!;
      const tablist = (await page.getByRole("tablist").boundingBox())!;
      expect(Math.abs(form.width - tablist.width), `${agent.slug.current}: form width`).toBeLessThanOrEqual(
        1,
      );
      expect(Math.abs(form.x - tablist.x), `${agent.slug.current}: form aligned`).toBeLessThanOrEqual(1);
    }
  });
});
