import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failOnConsoleError, sectionHeading as heading } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import ProcessStepsBlock from "./ProcessStepsBlock";
import { processStepsMarkdown } from "./markdown";

type Block = BlockOf<"processSteps">;
type Step = Block["steps"][number];

const step = (order: number, title: string): Step => ({
  _id: `processStep-${order}`,
  _type: "processStep",
  title,
  order,
  icon: "search",
  description: `${title} text.`,
});

const full: Block = {
  _key: "process-steps",
  _type: "processSteps",
  anchorId: "process-steps",
  hidden: false,
  heading: { _type: "sectionHeading", eyebrow: "Our Process", title: "How We Work", intro: "Four steps." },
  steps: [step(1, "Discovery & Assessment"), step(2, "Strategy & Roadmap")],
};

const renderBlock = (block: Block) =>
  render(<ProcessStepsBlock block={block} id="process-steps" atTop={false} />);

failOnConsoleError();

describe("ProcessStepsBlock", () => {
  it("shows the heading, then the steps as a numbered list in their order", () => {
    renderBlock(full);
    expect(screen.getByRole("region", { name: "How We Work" })).toHaveAttribute("id", "process-steps");
    expect(screen.getByText("Four steps.")).toBeInTheDocument();
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(steps.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Discovery & Assessment",
      "Strategy & Roadmap",
    ]);
    expect(steps[1]).toHaveTextContent("02");
    expect(screen.getByText("Strategy & Roadmap text.")).toBeInTheDocument();
  });

  it("renders nothing without steps", () => {
    const { container } = renderBlock({ ...full, steps: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing when it has no content", () => {
    const { container } = renderBlock({ _key: "k", _type: "processSteps" } as Block);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows what it can of malformed content, numbering a step without order by its place", () => {
    const block = {
      ...full,
      heading: { title: null },
      steps: [
        null,
        { _id: "p", _type: "processStep", title: "Launch", order: null, icon: null, description: null },
      ],
    } as unknown as Block;
    renderBlock(block);
    const [item] = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(item).toHaveTextContent("01");
    expect(within(item).getByRole("heading", { name: "Launch" })).toBeInTheDocument();
  });
});

describe("processStepsMarkdown", () => {
  it("writes the steps as a numbered list under the section's heading", () => {
    const markdown = processStepsMarkdown({
      heading,
      steps: [
        { title: "Discover", description: "We listen." },
        { title: "Build", description: "We make." },
      ],
    } as unknown as BlockOf<"processSteps">);
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    expect(markdown).toContain("1. **Discover**: We listen.\n2. **Build**: We make.");
  });
});
