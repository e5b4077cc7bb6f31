import { render, screen } from "@testing-library/react";
import { withRootData } from "../../../tests/unit/root-data-router";
import { describe, expect, it } from "vitest";
import type { AgentCardContent as Agent, AgentCardLabels } from "#content/contentTypes.ts";
import { AgentCard } from "./AgentCard";

const agent = (fields: Partial<Agent> = {}): Agent => ({
  _id: "agent-data-analyst",
  _type: "agent",
  language: "en",
  name: "Data Analyst",
  slug: "data-analyst",
  icon: null,
  cardDescription: "Turns raw data into decisions.",
  bestFor: "Business intelligence",
  capabilities: null,
  fromPrice: 449,
  fromPeriod: "month",
  ...fields,
});

const labels: NonNullable<AgentCardLabels> = {
  fromLabel: "From",
  learnMoreLabel: "Learn More",
  bestForLabel: "Best for:",
};

function renderCard(card: Agent, cardLabels: AgentCardLabels = labels) {
  render(
    withRootData(
      <>
        <AgentCard agent={card} labels={cardLabels} />
      </>,
    ),
  );
}

describe("AgentCard", () => {
  it("shows the from-price with the cheapest plan's period and the content's labels", () => {
    renderCard(agent());
    expect(screen.getByText(/\$449/).closest("p")).toHaveTextContent("From $449/month");
    expect(screen.getByText("Best for:").closest("p")).toHaveTextContent("Best for: Business intelligence");
  });

  it("says the period the content gives", () => {
    renderCard(agent({ fromPrice: 4490, fromPeriod: "year" }), { ...labels, bestForLabel: "Ideal for:" });
    expect(screen.getByText(/\$4,490/).closest("p")).toHaveTextContent("From $4,490/year");
    expect(screen.getByText("Ideal for:")).toBeInTheDocument();
    expect(screen.queryByText(/\/month/)).toBeNull();
  });
});
