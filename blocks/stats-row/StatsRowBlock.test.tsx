import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failOnConsoleError, sectionHeading as heading } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import StatsRowBlock from "./StatsRowBlock";
import { statsRowMarkdown } from "./markdown";

type Block = BlockOf<"statsRow">;

const full: Block = {
  _key: "stats-row",
  _type: "statsRow",
  anchorId: null,
  hidden: false,
  heading: { _type: "sectionHeading", eyebrow: "Results", title: "What our agents deliver" },
  stats: [
    { _key: "a", value: "24/7", label: "Customer support coverage" },
    { _key: "b", value: "$1.2M", label: "Saved for clients in 2024" },
  ],
};

const renderBlock = (block: Block) => render(<StatsRowBlock block={block} id="stats-row" atTop={false} />);

failOnConsoleError();

describe("StatsRowBlock", () => {
  it("shows the heading and each figure with its label, the label naming the figure", () => {
    const { container } = renderBlock(full);
    expect(screen.getByRole("region", { name: "What our agents deliver" })).toHaveAttribute(
      "id",
      "stats-row",
    );
    expect(screen.getByText("Results")).toBeInTheDocument();
    const terms = [...container.querySelectorAll("dl > div > dt")].map((term) => term.textContent);
    const values = [...container.querySelectorAll("dl > div > dd")].map((value) => value.textContent);
    expect(terms).toEqual(["Customer support coverage", "Saved for clients in 2024"]);
    expect(values).toEqual(["24/7", "$1.2M"]);
  });

  it("shows the figures alone without a heading", () => {
    const { container } = renderBlock({ ...full, heading: null });
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("$1.2M")).toBeInTheDocument();
    expect(container.querySelector("section")).not.toHaveAttribute("aria-labelledby");
  });

  it("renders nothing when it has no content", () => {
    const { container } = renderBlock({ _key: "k", _type: "statsRow" } as Block);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows what it can of malformed content", () => {
    const block = {
      ...full,
      heading: { title: "" },
      stats: [
        null,
        { _key: "x", value: "98%", label: null },
        { _key: "y" },
        { _key: "z", label: "Only a label" },
      ],
    } as unknown as Block;
    const { container } = renderBlock(block);
    expect(screen.getByText("98%")).toBeInTheDocument();
    expect(screen.getByText("Only a label")).toBeInTheDocument();
    expect(container.querySelectorAll("dl > div")).toHaveLength(2);
  });

  it("keeps its heading when its stats are empty", () => {
    const { container } = renderBlock({ ...full, stats: [] });
    expect(screen.getByRole("heading", { level: 2, name: "What our agents deliver" })).toBeInTheDocument();
    expect(container.querySelector("dl")).toBeNull();
  });
});

describe("statsRowMarkdown", () => {
  it("writes the figures under the section's heading", () => {
    const markdown = statsRowMarkdown({
      heading,
      stats: [{ value: "98%", label: "satisfied" }],
    } as unknown as BlockOf<"statsRow">);
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    expect(markdown).toContain("- 98% satisfied");
  });
});
