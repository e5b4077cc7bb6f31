import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading } from "#blocks/markdownParts.ts";
import { bulletList, heading, joinParts, markdownText } from "#content/markdown/text.ts";

/** The services grid as Markdown: the section's heading, then each service with its tools. */
export const servicesGridMarkdown = (block: BlockOf<"servicesGrid">) =>
  joinParts([
    sectionHeading(block.heading),
    ...(block.services ?? []).map((service) =>
      joinParts([heading(3, service.title), markdownText(service.description), bulletList(service.tools)]),
    ),
  ]);
