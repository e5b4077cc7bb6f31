import { describe, expect, it } from "vitest";
import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading as heading } from "#blocks/testing.ts";
import { caseStudiesMarkdown } from "./markdown";

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
