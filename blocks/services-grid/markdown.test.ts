import { describe, expect, it } from "vitest";
import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading as heading } from "#blocks/testing.ts";
import { servicesGridMarkdown } from "./markdown";

describe("servicesGridMarkdown", () => {
  it("writes each service with its tools under the section's heading", () => {
    const markdown = servicesGridMarkdown({
      heading,
      services: [{ title: "Service", description: "Does.", tools: ["Zapier"] }],
    } as unknown as BlockOf<"servicesGrid">);
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    for (const part of ["### Service", "- Zapier"]) expect(markdown).toContain(part);
  });
});
