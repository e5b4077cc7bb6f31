import { describe, expect, it } from "vitest";
import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading as heading } from "#blocks/testing.ts";
import { processStepsMarkdown } from "./markdown";

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
