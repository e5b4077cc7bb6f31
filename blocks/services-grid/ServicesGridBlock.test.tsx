import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failOnConsoleError, sectionHeading as heading } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import ServicesGridBlock from "./ServicesGridBlock";
import { servicesGridMarkdown } from "./markdown";

type Block = BlockOf<"servicesGrid">;

const full: Block = {
  _key: "services-grid",
  _type: "servicesGrid",
  anchorId: "services-grid",
  hidden: false,
  heading: {
    _type: "sectionHeading",
    eyebrow: "What We Do",
    title: "Automation and AI Services",
    intro: "From strategy to implementation.",
  },
  services: [
    {
      _id: "consultingService-marketing-automation",
      _type: "consultingService",
      title: "Marketing Automation",
      serviceId: "marketing-automation",
      icon: "megaphone",
      description: "Campaigns that run themselves.",
      tools: ["HubSpot", "Zapier"],
    },
    {
      _id: "consultingService-data-integration",
      _type: "consultingService",
      title: "Data Integration",
      serviceId: "data-integration",
      icon: "database",
      description: "One source of truth.",
      tools: null,
    },
  ],
};

const renderBlock = (block: Block) =>
  render(<ServicesGridBlock block={block} id="services-grid" atTop={false} />);

failOnConsoleError();

describe("ServicesGridBlock", () => {
  it("shows the heading, then each service's card in order with its tools", () => {
    renderBlock(full);
    expect(screen.getByRole("region", { name: "Automation and AI Services" })).toHaveAttribute(
      "id",
      "services-grid",
    );
    expect(screen.getByText("What We Do")).toBeInTheDocument();
    expect(screen.getByText("From strategy to implementation.")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Marketing Automation",
      "Data Integration",
    ]);
    expect(screen.getByText("Campaigns that run themselves.")).toBeInTheDocument();
    expect(screen.getByText("HubSpot")).toBeInTheDocument();
    expect(screen.getByText("Zapier")).toBeInTheDocument();
  });

  it("renders nothing without services", () => {
    const { container } = renderBlock({ ...full, services: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing when it has no content", () => {
    const { container } = renderBlock({ _key: "k", _type: "servicesGrid" } as Block);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows what it can of malformed content", () => {
    const block = {
      ...full,
      heading: null,
      services: [
        null,
        {
          _id: "s1",
          _type: "consultingService",
          title: "Workflow Automation",
          icon: null,
          description: null,
          tools: null,
        },
        {
          _id: "s2",
          _type: "consultingService",
          title: null,
          icon: "nope",
          description: "Only a description.",
          tools: [],
        },
      ],
    } as unknown as Block;
    renderBlock(block);
    expect(screen.getByRole("heading", { name: "Workflow Automation" })).toBeInTheDocument();
    expect(screen.getByText("Only a description.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });
});

describe("servicesGridMarkdown", () => {
  it("writes each service with its tools under the section's heading", () => {
    const markdown = servicesGridMarkdown({
      heading,
      services: [{ title: "Service", description: "Does.", tools: ["Zapier"] }],
    } as unknown as BlockOf<"servicesGrid">);
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    for (const part of ["### Service", "- Zapier"]) expect(markdown).toContain(part);
  });
});
