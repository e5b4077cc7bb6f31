import { render, screen, within } from "@testing-library/react";
import { withRootData } from "../../tests/unit/root-data-router";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { failOnConsoleError, sectionHeading as heading } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import AgentPlansBlock from "./AgentPlansBlock";
import { paths } from "#content/paths.ts";
import type { BlockContext } from "#blocks/markdownParts.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { agentPlansMarkdown } from "./markdown";

// Counts the plan cards drawn: a tab switch must not draw them again.
const planCards = vi.hoisted(() => ({ rendered: 0 }));
vi.mock("#web/shared/ui/PriceCard.tsx", async (importOriginal) => {
  const { PriceCard } = await importOriginal<typeof import("#web/shared/ui/PriceCard.tsx")>();
  return {
    PriceCard: (props: Parameters<typeof PriceCard>[0]) => {
      planCards.rendered++;
      return PriceCard(props);
    },
  };
});

type Block = BlockOf<"agentPlans">;
type Agent = NonNullable<Block["agents"]>[number];

const plan = (name: string, price: number, popular = false) => ({
  _key: name.toLowerCase(),
  planId: name.toLowerCase(),
  name,
  price,
  period: "month",
  features: [`${name} features`],
  popular,
});

const agent = (slug: string, name: string, plans: Agent["plans"]): Agent => ({
  _id: `agent-${slug}`,
  _type: "agent",
  language: "en",
  name,
  slug,
  icon: "headphones",
  plans,
});

const full: Block = {
  _key: "agent-plans",
  _type: "agentPlans",
  anchorId: "agent-plans",
  hidden: false,
  heading: {
    _type: "sectionHeading",
    eyebrow: "AI Agents",
    title: "AI Agent Plans",
    intro: "Billed in USD.",
  },
  agents: [
    agent("customer-support", "Customer Support", [plan("Starter", 199), plan("Professional", 399, true)]),
    agent("data-analyst", "Data Analyst", [plan("Starter", 449)]),
  ],
  labels: {
    popularLabel: "Most Popular",
    popularPlanButton: "Get Started",
    planButton: "Choose Plan",
    planCtaHref: paths.signUp,
  },
};

const renderBlock = (block: Block) =>
  render(
    withRootData(
      <>
        <AgentPlansBlock block={block} id="agent-plans" atTop={false} />
      </>,
    ),
  );

failOnConsoleError();

describe("AgentPlansBlock", () => {
  beforeEach(() => window.history.replaceState(null, "", paths.pricing));

  it("compares the agents one at a time: a tab per agent above its plans, with a link to its page", () => {
    renderBlock(full);
    expect(screen.getByRole("region", { name: "AI Agent Plans" })).toHaveAttribute("id", "agent-plans");
    expect(screen.getByText("Billed in USD.")).toBeInTheDocument();
    const tablist = screen.getByRole("tablist", { name: "AI Agent Plans" });
    expect(
      within(tablist)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Customer Support", "Data Analyst"]);
    const support = screen.getByRole("tab", { name: "Customer Support" });
    expect(support).toHaveAttribute("aria-selected", "true");
    expect(support).toHaveAttribute("href", "#plans-customer-support");

    // Every agent's plans are in the page; only the selected agent's show.
    const panel = screen.getByRole("tabpanel", { name: "Customer Support" });
    expect(panel).toHaveAttribute("id", "plans-customer-support");
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(2);
    expect(within(panel).getByRole("link", { name: "Customer Support" })).toHaveAttribute(
      "href",
      paths.agent("customer-support"),
    );
    expect(
      within(panel)
        .getAllByRole("heading", { level: 4 })
        .map((name) => name.textContent),
    ).toEqual(["Starter", "Professional"]);
    expect(within(panel).getByText("$399").closest("p")).toHaveTextContent("$399/month");
    expect(within(panel).getByText("Most Popular")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Get Started: Professional" })).toHaveAttribute(
      "href",
      `${paths.signUp}?trial=customer-support&plan=professional`,
    );
    expect(within(panel).getByRole("link", { name: "Choose Plan: Starter" })).toBeInTheDocument();
    expect(screen.queryByText("$449")).not.toBeVisible();
  });

  it("selects an agent with the arrow keys, Home and End, and keeps the choice in the address", async () => {
    const user = userEvent.setup();
    renderBlock({
      ...full,
      agents: [...full.agents!, agent("seo-specialist", "SEO Specialist", [plan("Growth", 299)])],
    });
    const tab = (name: string) => screen.getByRole("tab", { name });
    await user.tab();
    expect(tab("Customer Support")).toHaveFocus();
    expect(tab("Data Analyst")).toHaveAttribute("tabindex", "-1");

    await user.keyboard("{ArrowRight}");
    expect(tab("Data Analyst")).toHaveFocus();
    expect(tab("Data Analyst")).toHaveAttribute("aria-selected", "true");
    expect(tab("Data Analyst")).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tabpanel", { name: "Data Analyst" })).toHaveTextContent("$449");
    expect(window.location.hash).toBe("#plans-data-analyst");

    await user.keyboard("{End}");
    expect(tab("SEO Specialist")).toHaveFocus();
    expect(window.location.hash).toBe("#plans-seo-specialist");
    await user.keyboard("{ArrowRight}");
    expect(tab("Customer Support")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}");
    expect(tab("SEO Specialist")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(tab("Customer Support")).toHaveFocus();

    await user.click(tab("Data Analyst"));
    expect(screen.getByRole("tabpanel", { name: "Data Analyst" })).toBeVisible();
    expect(window.location.hash).toBe("#plans-data-analyst");
  });

  it("switches agents without drawing any plan card again: every agent's cards are already in the page", async () => {
    planCards.rendered = 0;
    renderBlock(full);
    expect(planCards.rendered).toBe(3);
    await userEvent.click(screen.getByRole("tab", { name: "Data Analyst" }));
    expect(screen.getByRole("tabpanel", { name: "Data Analyst" })).toHaveTextContent("$449");
    expect(planCards.rendered).toBe(3);
  });

  it("opens on the agent the address names, or on the first for an unknown one", () => {
    window.history.replaceState(null, "", `${paths.pricing}#plans-data-analyst`);
    const { unmount } = renderBlock(full);
    expect(screen.getByRole("tab", { name: "Data Analyst" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Data Analyst" })).toHaveTextContent("$449");
    unmount();

    window.history.replaceState(null, "", `${paths.pricing}#plans-nobody`);
    renderBlock(full);
    expect(screen.getByRole("tab", { name: "Customer Support" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows one chosen agent's plans without tabs", () => {
    renderBlock({ ...full, agents: [full.agents![1]] });
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByRole("link", { name: "Data Analyst" })).toHaveAttribute(
      "href",
      paths.agent("data-analyst"),
    );
    expect(screen.getByRole("heading", { level: 4, name: "Starter" })).toBeInTheDocument();
    expect(screen.getByText("$449")).toBeVisible();
  });

  it("renders nothing without agents", () => {
    const { container } = renderBlock({ ...full, agents: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing when it has no content", () => {
    const { container } = renderBlock({ _key: "k", _type: "agentPlans" } as Block);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows what it can of malformed content", async () => {
    const block = {
      ...full,
      heading: null,
      labels: null,
      agents: [
        null,
        {
          _id: "agent-x",
          _type: "agent",
          name: "SEO Specialist",
          slug: "seo-specialist",
          icon: null,
          plans: null,
        },
        {
          _id: "agent-y",
          _type: "agent",
          name: "Marketing Strategist",
          slug: "marketing-strategist",
          icon: "nope",
          plans: [{ _key: "p", name: "Growth", price: null, period: null, features: null, popular: true }],
        },
      ],
    } as unknown as Block;
    renderBlock(block);
    expect(screen.getByRole("tab", { name: "SEO Specialist" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Marketing Strategist" }));
    expect(screen.getByRole("link", { name: "Marketing Strategist" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "Growth" })).toBeInTheDocument();
    expect(screen.queryByText("Most Popular")).toBeNull();
  });
});

const es: BlockContext = { language: "es", formats: messagesIn("es").formats, atTop: false };
describe("agentPlansMarkdown", () => {
  const plan = (name: string, price: number) => ({ name, price, period: "month", features: ["A", "B"] });

  it("writes each agent's plans as a table under a link to the agent", () => {
    const block = {
      heading,
      agents: [
        { name: "Data Analyst", slug: "data-analyst", plans: [plan("Starter", 199), plan("Pro", 1299)] },
      ],
    } as unknown as BlockOf<"agentPlans">;
    expect(agentPlansMarkdown(block, es)).toContain(
      [
        `### [Data Analyst](${localizedPath(paths.agent("data-analyst"), "es")})`,
        "",
        "| Nombre | Precio | Incluye |",
        "| --- | --- | --- |",
        "| Starter | $199/mes | A; B |",
        "| Pro | $1,299/mes | A; B |",
      ].join("\n"),
    );
  });
});
