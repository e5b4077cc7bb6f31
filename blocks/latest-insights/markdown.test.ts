import { describe, expect, it } from "vitest";
import type { BlockContext } from "#blocks/markdownParts.ts";
import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading as heading } from "#blocks/testing.ts";
import { paths } from "#content/paths.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { latestInsightsMarkdown } from "./markdown";

const en: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };

describe("latestInsightsMarkdown", () => {
  it("writes each post's link and excerpt under the section's heading", () => {
    const markdown = latestInsightsMarkdown(
      {
        heading,
        posts: [{ title: "A post", slug: "a-post", excerpt: "About it." }],
      } as unknown as BlockOf<"latestInsights">,
      en,
    );
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    expect(markdown).toContain(`- [A post](${paths.post("a-post")}): About it.`);
  });
});
