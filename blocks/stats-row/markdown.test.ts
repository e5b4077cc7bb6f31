import { describe, expect, it } from "vitest";
import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading as heading } from "#blocks/testing.ts";
import { statsRowMarkdown } from "./markdown";

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
