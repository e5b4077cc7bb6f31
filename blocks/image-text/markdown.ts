import type { BlockOf } from "#blocks/types.ts";
import { ctaLinks, sectionHeading } from "#blocks/markdownParts.ts";
import { portableTextMarkdown } from "#content/markdown/portableText.ts";
import { joinParts } from "#content/markdown/text.ts";

/** An image with text as Markdown: the section's heading, its text and its button. */
export const imageTextMarkdown = (block: BlockOf<"imageText">) =>
  joinParts([sectionHeading(block.heading), portableTextMarkdown(block.body), ctaLinks(block.cta)]);
