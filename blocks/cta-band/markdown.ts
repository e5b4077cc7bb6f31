import type { BlockOf } from "#blocks/types.ts";
import { ctaLinks } from "#blocks/markdownParts.ts";
import { heading, joinParts, markdownText } from "#content/markdown/text.ts";

/** A call-to-action band as Markdown: its heading, text and buttons. */
export const ctaBandMarkdown = (block: BlockOf<"ctaBand">) =>
  joinParts([
    heading(2, block.heading),
    markdownText(block.text),
    ctaLinks(block.primaryCta, block.secondaryCta),
  ]);
