import { describe, expect, it } from "vitest";
import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading as heading, paragraph } from "#blocks/testing.ts";
import { richTextMarkdown } from "./markdown";

const body = paragraph("Body words.");

describe("richTextMarkdown", () => {
  it("writes a section's heading as h2 with its intro, and a rich text's body", () => {
    expect(richTextMarkdown({ heading, body } as unknown as BlockOf<"richText">)).toBe(
      "## Section title\n\nSection intro.\n\nBody words.",
    );
  });
});
