import { render, screen, within } from "@testing-library/react";
import { withRootData } from "../../tests/unit/root-data-router";
import { describe, expect, it } from "vitest";
import { failOnConsoleError, sectionHeading as heading } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import AgentsGridBlock from "./AgentsGridBlock";
import { paths } from "#content/paths.ts";
import type { BlockContext } from "#blocks/markdownParts.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { agentsGridMarkdown } from "./markdown";

type Block = BlockOf<"agentsGrid">;
type Agent = NonNullable<Block["agents"]>[number];

const agent = (slug: string, name: string, fields: Partial<Agent> = {}): Agent => ({
  _id: `agent-${slug}`,
  _type: "agent",
  language: "en",
  name,
  slug,
  icon: "bot",
  cardDescription: `${name} card text.`,
  bestFor: null,
  capabilities: null,
  fromPrice: null,
  fromPeriod: null,
  ...fields,
});

const full: Block = {
  _key: "agents-grid",
  _type: "agentsGrid",
  anchorId: "agents-grid",
  hidden: false,
  heading: {
    _type: "sectionHeading",
    eyebrow: "AI Agents",
    title: "Meet your AI agents",
    intro: "Six of them.",
  },
  muted: true,
  agents: [
    agent("data-analyst", "Data Analyst", {
      bestFor: "Business intelligence",
      capabilities: ["Weekly reports", "Anomaly alerts"],
      fromPrice: 449,
      fromPeriod: "month",
    }),
    agent("customer-support", "Customer Support", { fromPrice: 199, fromPeriod: "month" }),
  ],
  labels: { fromLabel: "From", learnMoreLabel: "Learn More", bestForLabel: "Best for:" },
};

const renderBlock = (block: Block) =>
  render(
    withRootData(
      <>
        <AgentsGridBlock block={block} id="agents-grid" atTop={false} />
      </>,
    ),
  );

failOnConsoleError();

describe("AgentsGridBlock", () => {
  it("shows each agent's card in order, with its price and a link to its page", () => {
    renderBlock(full);
    const section = screen.getByRole("region", { name: "Meet your AI agents" });
    expect(section).toHaveAttribute("id", "agents-grid");
    expect(section).toHaveClass("section--muted");
    expect(within(section).getByText("Six of them.")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Data Analyst",
      "Customer Support",
    ]);
    expect(screen.getByText(/\$449/).closest("p")).toHaveTextContent("From $449/month");
    expect(screen.getByText(/\$199/).closest("p")).toHaveTextContent("From $199/month");
    expect(screen.getByText("Best for:").closest("p")).toHaveTextContent("Best for: Business intelligence");
    expect(screen.getByText("Anomaly alerts")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Learn More: Data Analyst" })).toHaveAttribute(
      "href",
      paths.agent("data-analyst"),
    );
  });

  it("draws a plain background unless it is switched to the tinted one", () => {
    renderBlock({ ...full, muted: null });
    expect(screen.getByRole("region")).not.toHaveClass("section--muted");
  });

  it("makes the agents' names the section's headings when it has no heading of its own", () => {
    renderBlock({ ...full, heading: null });
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
  });

  it("renders nothing without agents", () => {
    const { container } = renderBlock({ ...full, agents: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing when it has no content", () => {
    const { container } = renderBlock({ _key: "k", _type: "agentsGrid" } as Block);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows what it can of malformed content", () => {
    const block = {
      ...full,
      heading: { title: null },
      labels: null,
      agents: [
        null,
        {
          _id: "agent-x",
          _type: "agent",
          name: "Content Creator",
          slug: null,
          icon: "no-such-icon",
          cardDescription: null,
          bestFor: null,
          capabilities: null,
          fromPrice: null,
          fromPeriod: null,
        },
      ],
    } as unknown as Block;
    renderBlock(block);
    expect(screen.getByRole("heading", { name: "Content Creator" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Content Creator" })).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).toBeNull();
  });
});

const en: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };

describe("agentsGridMarkdown", () => {
  it("writes the agents grid as a table of links, what each is best for and its from-price", () => {
    const block = {
      heading,
      labels: { bestForLabel: "Best for", fromLabel: "From" },
      agents: [
        {
          name: "SEO Specialist",
          slug: "seo-specialist",
          bestFor: "Shops",
          fromPrice: 436,
          fromPeriod: "month",
        },
      ],
    } as unknown as BlockOf<"agentsGrid">;
    expect(agentsGridMarkdown(block, en)).toContain(
      `| Name | Best for | From |\n| --- | --- | --- |\n| [SEO Specialist](${paths.agent("seo-specialist")}) | Shops | $436/month |`,
    );
  });
});
