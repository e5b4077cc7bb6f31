import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading } from "#blocks/markdownParts.ts";
import { portableTextMarkdown } from "#content/markdown/portableText.ts";
import { joinParts } from "#content/markdown/text.ts";

/** A rich text section as Markdown: its heading, then its body. */
export const richTextMarkdown = (block: BlockOf<"richText">) =>
  joinParts([sectionHeading(block.heading), portableTextMarkdown(block.body)]);
