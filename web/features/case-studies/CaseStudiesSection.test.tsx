import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CaseStudiesSection } from "./CaseStudiesSection";

const study = {
  _id: "caseStudy-1",
  _type: "caseStudy" as const,
  company: "BrightCart",
  industry: "E-commerce",
  keyResult: null,
  challenge: "Slow replies.",
  solution: "A support agent.",
  results: ["95% resolved"],
};

describe("CaseStudiesSection", () => {
  it("heads each part of a case study with the content's labels", () => {
    render(
      <CaseStudiesSection
        heading={null}
        caseStudies={[study]}
        labels={{ challenge: "The problem", solution: "Solution", results: "Results" }}
      />,
    );
    expect(screen.getByRole("heading", { level: 4, name: "The problem" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "Solution" })).toBeInTheDocument();
    expect(screen.queryByText("Challenge")).toBeNull();
  });
});
