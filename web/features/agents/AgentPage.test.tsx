import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AgentContent as Agent, AgentPageLabels } from "#content/contentTypes.ts";
import { withRootData } from "../../../tests/unit/root-data-router";
import { AuthStandInProvider, authStandIn } from "../../../tests/unit/auth-stand-in";
import { seedStartTrialCta, seedTrialTexts } from "../../../tests/unit/seed-content";
import { AgentPage } from "./AgentPage";
import { paths } from "#content/paths.ts";

const plan = (name: string, price: number, popular: boolean, planId = name.toLowerCase()) => ({
  _key: name,
  planId,
  name,
  price,
  period: "month",
  features: [`${name} feature`],
  popular,
});

const agent: Agent = {
  _id: "agent-data-analyst",
  _type: "agent",
  language: "en",
  translations: [],
  name: "Data Analyst",
  slug: "data-analyst",
  icon: "chart-line",
  cardDescription: null,
  heroTagline: "Transform Your Data Into Actionable Insights",
  heroText: null,
  stats: [{ _key: "s1", value: "10x", label: "Faster Analysis" }],
  overviewCards: [{ _key: "o1", icon: "eye", title: "Smart Visualizations", description: null }],
  capabilityCards: [
    { _key: "c1", icon: null, title: "Trend Analysis", description: null, features: ["Seasonality"] },
  ],
  plans: [plan("Starter", 449, false), plan("Professional", 899, true), plan("Enterprise", 1799, false)],
  useCases: [{ _key: "u1", icon: null, title: "Business Intelligence", description: null }],
  demoForm: {
    title: "Try it",
    description: null,
    submitLabel: "Analyze My Data",
    successMessage: null,
    fields: [],
  },
  seo: null,
};

const labels: AgentPageLabels = {
  ...seedTrialTexts,
  _id: "agentsPage",
  _type: "agentsPage",
  title: "AI Agents",
  fromLabel: "From",
  tabLabels: {
    overview: "Overview",
    capabilities: "Capabilities",
    pricing: "Pricing",
    useCases: "Use Cases",
    demo: "Demo",
  },
  startTrialCta: { label: seedStartTrialCta.label, href: paths.signUp },
  watchDemoLabel: "Watch Demo",
  popularLabel: "Most Popular",
  popularPlanButton: "Get Started",
  planButton: "Choose Plan",
  planCtaHref: paths.signUp,
  demoNote: "Book a free live demo.",
  demoLinkLabel: "Book a live demo",
};

const agents = [
  {
    _id: "agent-content-creator",
    _type: "agent" as const,
    language: "en" as const,
    name: "Content Creator",
    slug: "content-creator",
    icon: null,
  },
  {
    _id: "agent-data-analyst",
    _type: "agent" as const,
    language: "en" as const,
    name: "Data Analyst",
    slug: "data-analyst",
    icon: null,
  },
];

function renderPage() {
  return render(
    <AuthStandInProvider value={authStandIn()}>
      {withRootData(<AgentPage agent={agent} labels={labels} agents={agents} />, {
        path: paths.agent("data-analyst"),
      })}
    </AuthStandInProvider>,
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("AgentPage tabs", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", paths.agent("data-analyst"));
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    window.history.replaceState(null, "", "/");
  });

  it("renders every panel, showing only the overview by default", () => {
    const { container } = renderPage();
    expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
    expect(tab("Overview")).toHaveAttribute("tabindex", "0");
    expect(tab("Pricing")).toHaveAttribute("tabindex", "-1");
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(5);
    expect([...panels].filter((panel) => panel.hasAttribute("hidden"))).toHaveLength(4);
    // Hidden panels keep their content (prices are in the prerendered HTML).
    expect(container).toHaveTextContent("$1,799");
    expect(screen.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", tab("Overview").id);
  });

  it("moves with arrow, Home and End keys, selecting and writing the hash", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(tab("Overview"));
    await user.keyboard("{ArrowRight}");
    expect(tab("Capabilities")).toHaveFocus();
    expect(tab("Capabilities")).toHaveAttribute("aria-selected", "true");
    expect(window.location.hash).toBe("#capabilities");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Trend Analysis");

    await user.keyboard("{End}");
    expect(tab("Demo")).toHaveFocus();
    expect(window.location.hash).toBe("#demo");
    await user.keyboard("{ArrowRight}");
    expect(tab("Overview")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(tab("Demo")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
    expect(window.location.hash).toBe("#overview");
  });

  it("selects a tab clicked, writes its hash and shows its panel alone", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(tab("Pricing"));
    expect(tab("Pricing")).toHaveAttribute("aria-selected", "true");
    expect(tab("Overview")).toHaveAttribute("aria-selected", "false");
    expect(window.location.hash).toBe("#pricing");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Most Popular");
  });

  it("selects the tab named by the hash, on load and on hashchange", () => {
    window.history.replaceState(null, "", `${paths.agent("data-analyst")}#use-cases`);
    renderPage();
    expect(tab("Use Cases")).toHaveAttribute("aria-selected", "true");

    act(() => {
      window.history.replaceState(null, "", "#pricing");
      fireEvent(window, new HashChangeEvent("hashchange"));
    });
    expect(tab("Pricing")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Most Popular");
  });

  it("ignores an unknown hash", () => {
    window.history.replaceState(null, "", `${paths.agent("data-analyst")}#nope`);
    renderPage();
    expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
  });

  it("Watch Demo selects the demo tab and focuses it", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Watch Demo" }));
    expect(tab("Demo")).toHaveAttribute("aria-selected", "true");
    expect(tab("Demo")).toHaveFocus();
    expect(window.location.hash).toBe("#demo");
    expect(screen.getByRole("button", { name: "Analyze My Data" })).toBeVisible();
  });

  it("highlights the current agent in the agent links", () => {
    renderPage();
    expect(screen.getByRole("link", { name: "Data Analyst" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Content Creator" })).not.toHaveAttribute("aria-current");
  });
});
