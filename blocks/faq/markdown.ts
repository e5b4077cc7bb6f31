import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading } from "#blocks/markdownParts.ts";
import { portableTextMarkdown } from "#content/markdown/portableText.ts";
import { heading, joinParts } from "#content/markdown/text.ts";

/** An FAQ as Markdown: the section's heading, then each question (h3) with its answer. */
export const faqMarkdown = (block: BlockOf<"faq">) =>
  joinParts([
    sectionHeading(block.heading),
    ...(block.items ?? []).map((item) =>
      joinParts([heading(3, item.question), portableTextMarkdown(item.answer)]),
    ),
  ]);
