import { describe, expect, test } from "vitest";
import { type Doc, agents, fromPrice, navigation, pageAt, price, singleton } from "../e2e/support/dataset";
import { paths } from "#content/paths.ts";
import { documentAt } from "./support/built-site";
import { byRole, text } from "./support/locators";
import { expectTexts } from "./support/page-text";

// The agents overview and each agent page hold all their content, as the build wrote them. The
// hydrated page is the same: a difference would be a hydration error, which fails
// templates.spec.ts. The tabs' keys and hash: web/features/agents/AgentPage.test.tsx, and in
// Firefox and WebKit tests/browsers/tabs.spec.ts; what takes a browser (the demo form, the layout
// at each width) is in tests/e2e/agents.spec.ts.

const labels = singleton("agentsPage");

const linkNamed = (scope: Element, name: string) => byRole(scope, "link", { name, exact: true });

test("the agents overview lists every agent with its from-price and a link to its page", () => {
  const document = documentAt(paths.agents);
  expect(text(document.querySelector("h1"))).toBe(pageAt(paths.agents).title);
  const main = document.querySelector("main")!;
  for (const agent of agents()) {
    expectTexts(main, [
      agent.name,
      agent.cardDescription,
      agent.bestFor,
      ...(agent.capabilities ?? []),
      fromPrice(agent),
    ]);
    expect(main.querySelector(`a[href="${paths.agent(agent.slug.current)}"]`), agent.name).not.toBeNull();
  }
});

describe.each(agents().map((agent) => ({ agent, slug: agent.slug.current as string })))(
  "the agent page of $slug",
  ({ agent, slug }) => {
    const document = documentAt(paths.agent(slug));
    const main = document.querySelector("main")!;

    test("has its tagline as heading and breadcrumbs home, to the agents and to itself", () => {
      expect([...document.querySelectorAll("h1")].map(text)).toEqual([agent.heroTagline]);
      const crumbs = [...document.querySelectorAll("nav")].find(
        (nav) => nav.getAttribute("aria-label") === navigation().breadcrumbLabel,
      );
      expect(crumbs, "the breadcrumbs").toBeDefined();
      expect(linkNamed(crumbs!, navigation().homeLabel).map((link) => link.getAttribute("href"))).toEqual([
        "/",
      ]);
      expect(linkNamed(crumbs!, pageAt(paths.agents).title).map((link) => link.getAttribute("href"))).toEqual(
        [paths.agents],
      );
      expect(text(crumbs)).toContain(agent.name);
      expect(
        [...main.querySelectorAll('[aria-current="page"]')].some((element) =>
          text(element).includes(agent.name),
        ),
        "the agent marked as the current page",
      ).toBe(true);
    });

    test("links its trial, with its popular plan, to sign-up and offers its demo", () => {
      // trial.spec.ts follows the link.
      const trialPlan = agent.plans.find((plan: Doc) => plan.popular) ?? agent.plans[0];
      expect(
        linkNamed(document.body, labels.startTrialCta.label).map((link) => link.getAttribute("href")),
      ).toEqual([`${paths.signUp}?trial=${slug}&plan=${trialPlan.planId}`]);
      expect([...main.querySelectorAll("button")].map(text)).toContain(labels.watchDemoLabel);
    });

    test("has its tabs, the overview selected", () => {
      const tabs = [...document.querySelectorAll('[role="tab"]')];
      expect(tabs.map(text)).toEqual(Object.values(labels.tabLabels).map(String));
      const selected = tabs.filter((tab) => tab.getAttribute("aria-selected") === "true");
      expect(selected.map(text)).toEqual([labels.tabLabels.overview]);
    });

    test("its pricing tab's panel badges the popular plans and gives each plan its button", () => {
      const pricing = [...document.querySelectorAll('[role="tab"]')].find(
        (tab) => text(tab) === labels.tabLabels.pricing,
      );
      const panel = document.getElementById(pricing?.getAttribute("aria-controls") ?? "");
      expect(panel?.getAttribute("role"), "the pricing tab's panel").toBe("tabpanel");
      expect(text(panel)).toContain(labels.popularLabel);
      const popular = agent.plans.filter((plan: Doc) => plan.popular).length;
      const buttons = [...panel!.querySelectorAll("a")].map(text);
      expect(buttons.filter((button) => button.includes(labels.popularPlanButton))).toHaveLength(popular);
      expect(buttons.filter((button) => button.includes(labels.planButton))).toHaveLength(
        agent.plans.length - popular,
      );
    });

    test("holds its stats, cards, plans, use cases and demo form", () => {
      expectTexts(main, [
        agent.heroText,
        ...agent.stats.flatMap((stat: Doc) => [stat.value, stat.label]),
        ...agent.overviewCards.flatMap((card: Doc) => [card.title, card.description]),
        ...agent.capabilityCards.flatMap((card: Doc) => [card.title, ...card.features]),
        ...agent.plans.flatMap((plan: Doc) => [plan.name, price(plan.price), ...plan.features]),
        ...agent.useCases.flatMap((useCase: Doc) => [useCase.title, useCase.description]),
        agent.demoForm.submitLabel,
        ...agent.demoForm.fields.flatMap((field: Doc) => [field.label, ...(field.options ?? [])]),
      ]);
    });
  },
);
