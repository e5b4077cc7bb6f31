import { describe, expect, it } from "vitest";
import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading as heading } from "#blocks/testing.ts";
import { iconCardsMarkdown } from "./markdown";

describe("iconCardsMarkdown", () => {
  it("writes the cards under the section's heading", () => {
    const markdown = iconCardsMarkdown({
      heading,
      cards: [{ title: "Card", badge: "5+ years", description: "Card text." }],
    } as unknown as BlockOf<"iconCards">);
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    for (const part of ["### Card", "5+ years", "Card text."]) expect(markdown).toContain(part);
  });
});
