import { describe, expect, it } from "vitest";
import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading as heading, paragraph } from "#blocks/testing.ts";
import { imageTextMarkdown } from "./markdown";

const body = paragraph("Image words.");

describe("imageTextMarkdown", () => {
  it("writes the text and its button under the section's heading", () => {
    const markdown = imageTextMarkdown({
      heading,
      body,
      cta: { label: "Go", href: "/page-two" },
    } as unknown as BlockOf<"imageText">);
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    for (const part of ["Image words.", "[Go](/page-two)"]) expect(markdown).toContain(part);
  });
});
