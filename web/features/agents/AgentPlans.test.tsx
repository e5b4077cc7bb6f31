import { render, screen, within } from "@testing-library/react";
import { withRootData } from "../../../tests/unit/root-data-router";
import { describe, expect, it } from "vitest";
import { AgentPlans } from "./AgentPlans";
import { paths } from "#content/paths.ts";
import { localizedPath } from "#content/documentPaths.ts";

const plan = (name: string, price: number, popular: boolean, planId = name.toLowerCase()) => ({
  _key: name,
  planId,
  name,
  price,
  period: "month",
  features: [`${name} feature`],
  popular,
});

const labels = {
  popularLabel: "Most Popular",
  popularPlanButton: "Get Started",
  planButton: "Choose Plan",
  planCtaHref: paths.signUp,
};

describe("AgentPlans", () => {
  it("carries each plan's id, not its name, in its trial: a plan named in Spanish is the same plan", () => {
    render(
      withRootData(
        <AgentPlans
          plans={[plan("Inicial", 299, false, "starter"), plan("Profesional", 599, true, "professional")]}
          labels={{ ...labels, planCtaHref: localizedPath(paths.signUp, "es") }}
          agentSlug="data-analyst"
        />,
      ),
    );
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      `${localizedPath(paths.signUp, "es")}?trial=data-analyst&plan=starter`,
      `${localizedPath(paths.signUp, "es")}?trial=data-analyst&plan=professional`,
    ]);
  });

  it("badges the popular plan and labels the buttons, each leading to a trial of its plan", () => {
    render(
      withRootData(
        <>
          <AgentPlans
            plans={[
              plan("Starter", 299, false),
              plan("Professional", 599, true),
              plan("Enterprise", 1299, false),
            ]}
            labels={labels}
            agentSlug="data-analyst"
          />
        </>,
      ),
    );
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(3);
    const [starter, professional, enterprise] = cards;

    expect(within(professional).getByText("Most Popular")).toBeInTheDocument();
    expect(within(starter).queryByText("Most Popular")).not.toBeInTheDocument();
    expect(within(professional).getByRole("link", { name: /Get Started/ })).toHaveAttribute(
      "href",
      `${paths.signUp}?trial=data-analyst&plan=professional`,
    );
    expect(within(starter).getByRole("link", { name: /Choose Plan/ })).toHaveAttribute(
      "href",
      `${paths.signUp}?trial=data-analyst&plan=starter`,
    );
    expect(within(enterprise).getByRole("link", { name: /Choose Plan/ })).toBeInTheDocument();

    expect(within(enterprise).getByText("$1,299")).toBeInTheDocument();
    expect(within(enterprise).getByText("/month")).toBeInTheDocument();
    expect(within(professional).getByRole("heading", { name: "Professional" })).toBeInTheDocument();
  });

  it("prices each plan per its own period", () => {
    render(
      withRootData(
        <>
          <AgentPlans
            plans={[
              plan("Starter", 299, false),
              { ...plan("Annual", 2990, true), period: "year" },
              { ...plan("Open", 99, false), period: null },
            ]}
            labels={labels}
            agentSlug="data-analyst"
          />
        </>,
      ),
    );
    const [starter, annual, open] = screen.getAllByRole("article");
    expect(within(starter).getByText("/month")).toBeInTheDocument();
    expect(within(annual).getByText("/year")).toBeInTheDocument();
    expect(within(annual).queryByText("/month")).toBeNull();
    expect(open.querySelector(".plan-card__note")).toBeNull();
  });
});
