import { describe, expect, it } from "vitest";
import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading as heading, paragraph } from "#blocks/testing.ts";
import { faqMarkdown } from "./markdown";

const answer = paragraph("Because.", "a");

describe("faqMarkdown", () => {
  it("writes each question and its answer under the section's heading", () => {
    const markdown = faqMarkdown({
      heading,
      items: [{ question: "Why?", answer }],
    } as unknown as BlockOf<"faq">);
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    expect(markdown).toContain("### Why?\n\nBecause.");
  });
});
