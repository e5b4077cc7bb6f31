import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failOnConsoleError, sectionHeading as heading } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import CaseStudiesBlock from "./CaseStudiesBlock";
import { caseStudiesMarkdown } from "./markdown";

type Block = BlockOf<"caseStudies">;

const full: Block = {
  _key: "case-studies",
  _type: "caseStudies",
  anchorId: "case-studies",
  hidden: false,
  heading: {
    _type: "sectionHeading",
    eyebrow: "Case Studies",
    title: "Client Success Stories",
    intro: "Real results.",
  },
  labels: { challenge: "Challenge", solution: "Solution", results: "Results" },
  caseStudies: [
    {
      _id: "caseStudy-helix-health",
      _type: "caseStudy",
      company: "Helix Health Partners",
      industry: "Healthcare",
      keyResult: { value: "60%", label: "fewer booking calls" },
      challenge: "Booking calls swamped the front desk.",
      solution: "A scheduling agent.",
      results: ["24/7 booking", "No missed appointments"],
    },
    {
      _id: "caseStudy-brightcart",
      _type: "caseStudy",
      company: "BrightCart",
      industry: "E-commerce",
      keyResult: null,
      challenge: "Slow replies.",
      solution: "A support agent.",
      results: ["95% resolved"],
    },
  ],
};

const renderBlock = (block: Block) =>
  render(<CaseStudiesBlock block={block} id="case-studies" atTop={false} />);

failOnConsoleError();

describe("CaseStudiesBlock", () => {
  it("shows each case study in order: industry, company, challenge, solution and results", () => {
    renderBlock(full);
    const section = screen.getByRole("region", { name: "Client Success Stories" });
    expect(section).toHaveAttribute("id", "case-studies");
    expect(section).toHaveClass("section--muted");
    expect(screen.getAllByRole("heading", { level: 3 }).map((name) => name.textContent)).toEqual([
      "Helix Health Partners",
      "BrightCart",
    ]);
    const [helix] = screen.getAllByRole("article");
    expect(within(helix).getByText("Healthcare")).toBeInTheDocument();
    expect(
      within(helix)
        .getAllByRole("heading", { level: 4 })
        .map((label) => label.textContent),
    ).toEqual(["Challenge", "Solution", "Results"]);
    expect(within(helix).getByText("Booking calls swamped the front desk.")).toBeInTheDocument();
    expect(
      within(helix)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["24/7 booking", "No missed appointments"]);
  });

  it("shows a study's key result as one large figure with its label, and none without one", () => {
    renderBlock(full);
    const [helix, brightCart] = screen.getAllByRole("article");
    const figure = within(helix).getByText("60%");
    expect(figure).toHaveClass("figure");
    expect(figure.parentElement).toHaveTextContent("60% fewer booking calls");
    expect(brightCart.querySelector(".figure")).toBeNull();
  });

  it("heads each part with the block's labels", () => {
    renderBlock({
      ...full,
      labels: { challenge: "The problem", solution: "Our answer", results: "Outcome" },
    });
    expect(screen.getAllByRole("heading", { level: 4, name: "The problem" })).toHaveLength(2);
    expect(screen.queryByText("Challenge")).toBeNull();
  });

  it("renders nothing without case studies", () => {
    const { container } = renderBlock({ ...full, caseStudies: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing when it has no content", () => {
    const { container } = renderBlock({ _key: "k", _type: "caseStudies" } as Block);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows what it can of malformed content", () => {
    const block = {
      ...full,
      heading: null,
      labels: { challenge: null },
      caseStudies: [
        null,
        {
          _id: "c",
          _type: "caseStudy",
          company: "Summit Ledger",
          industry: null,
          challenge: null,
          solution: "Automated books.",
          results: null,
        },
      ],
    } as unknown as Block;
    renderBlock(block);
    expect(screen.getByRole("heading", { level: 3, name: "Summit Ledger" })).toBeInTheDocument();
    expect(screen.getByText("Automated books.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 4 })).toBeNull();
  });
});

describe("caseStudiesMarkdown", () => {
  it("writes each case study with its labelled parts under the section's heading", () => {
    const markdown = caseStudiesMarkdown({
      heading,
      labels: { challenge: "Challenge", solution: "Solution", results: "Results" },
      caseStudies: [
        {
          company: "Acme",
          industry: "Retail",
          keyResult: { value: "3x", label: "sales" },
          challenge: "Slow.",
          solution: "Agents.",
          results: ["Fast"],
        },
      ],
    } as unknown as BlockOf<"caseStudies">);
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    for (const part of ["### Acme", "**3x** sales", "**Challenge**\n\nSlow.", "**Results**\n\n- Fast"])
      expect(markdown).toContain(part);
  });
});
