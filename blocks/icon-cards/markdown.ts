import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading } from "#blocks/markdownParts.ts";
import { heading, joinParts, markdownText } from "#content/markdown/text.ts";

/** Icon cards as Markdown: the section's heading, then each card's title, badge and text. */
export const iconCardsMarkdown = (block: BlockOf<"iconCards">) =>
  joinParts([
    sectionHeading(block.heading),
    ...(block.cards ?? []).map((card) =>
      joinParts([heading(3, card.title), markdownText(card.badge), markdownText(card.description)]),
    ),
  ]);
