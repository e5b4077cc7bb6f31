import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading, statList } from "#blocks/markdownParts.ts";
import { joinParts } from "#content/markdown/text.ts";

/** A row of figures as Markdown: the section's heading, then the figures as a list. */
export const statsRowMarkdown = (block: BlockOf<"statsRow">) =>
  joinParts([sectionHeading(block.heading), statList(block.stats)]);
