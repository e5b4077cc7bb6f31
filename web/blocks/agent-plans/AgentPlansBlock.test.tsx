import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { failOnConsoleError } from "../testing";
import type { BlockOf } from "../types";
import AgentPlansBlock from "./AgentPlansBlock";
import { paths } from "~/shared/paths";

type Block = BlockOf<"agentPlans">;
type Agent = NonNullable<Block["agents"]>[number];

const plan = (name: string, price: number, popular = false) => ({
  _key: name.toLowerCase(),
  name,
  price,
  period: "month",
  features: [`${name} features`],
  popular,
});

const agent = (slug: string, name: string, plans: Agent["plans"]): Agent => ({
  _id: `agent-${slug}`,
  _type: "agent",
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
    <MemoryRouter>
      <AgentPlansBlock block={block} id="agent-plans" atTop={false} />
    </MemoryRouter>,
  );

failOnConsoleError();

describe("AgentPlansBlock", () => {
  it("lists each agent's plans under its name, which links to its page", () => {
    renderBlock(full);
    expect(screen.getByRole("region", { name: "AI Agent Plans" })).toHaveAttribute("id", "agent-plans");
    expect(screen.getByText("Billed in USD.")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((name) => name.textContent)).toEqual([
      "Customer Support",
      "Data Analyst",
    ]);
    expect(screen.getByRole("link", { name: "Data Analyst" })).toHaveAttribute(
      "href",
      paths.agent("data-analyst"),
    );

    const support = screen.getByRole("region", { name: "Customer Support" });
    expect(
      within(support)
        .getAllByRole("heading", { level: 4 })
        .map((name) => name.textContent),
    ).toEqual(["Starter", "Professional"]);
    expect(within(support).getByText("$399").closest("p")).toHaveTextContent("$399/month");
    expect(within(support).getByText("Most Popular")).toBeInTheDocument();
    expect(within(support).getByRole("link", { name: "Get Started: Professional" })).toHaveAttribute(
      "href",
      paths.signUp,
    );
    expect(within(support).getByRole("link", { name: "Choose Plan: Starter" })).toBeInTheDocument();
    expect(screen.getByText("$449")).toBeInTheDocument();
  });

  it("renders nothing without agents", () => {
    const { container } = renderBlock({ ...full, agents: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing when it has no content", () => {
    const { container } = renderBlock({ _key: "k", _type: "agentPlans" } as Block);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows what it can of malformed content", () => {
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
    expect(screen.getByRole("link", { name: "SEO Specialist" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "Growth" })).toBeInTheDocument();
    expect(screen.queryByText("Most Popular")).toBeNull();
  });
});
