import { describe, expect, it } from "vitest";
import type { BlockContext } from "#blocks/markdownParts.ts";
import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading as heading } from "#blocks/testing.ts";
import { paths } from "#content/paths.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { agentsGridMarkdown } from "./markdown";

const en: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };

describe("agentsGridMarkdown", () => {
  it("writes the agents grid as a table of links, what each is best for and its from-price", () => {
    const block = {
      heading,
      labels: { bestForLabel: "Best for", fromLabel: "From" },
      agents: [
        {
          name: "SEO Specialist",
          slug: "seo-specialist",
          bestFor: "Shops",
          fromPrice: 436,
          fromPeriod: "month",
        },
      ],
    } as unknown as BlockOf<"agentsGrid">;
    expect(agentsGridMarkdown(block, en)).toContain(
      `| Name | Best for | From |\n| --- | --- | --- |\n| [SEO Specialist](${paths.agent("seo-specialist")}) | Shops | $436/month |`,
    );
  });
});
