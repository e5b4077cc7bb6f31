import type { BlockOf } from "#blocks/types.ts";
import { ctaLinks, statList, type BlockContext } from "#blocks/markdownParts.ts";
import { heading, joinParts, markdownText } from "#content/markdown/text.ts";

/** A hero as Markdown: its headline (the page's title when it opens the page), text, buttons and figures. */
export const heroMarkdown = (block: BlockOf<"hero">, { atTop }: BlockContext) =>
  joinParts([
    heading(atTop ? 1 : 2, block.headline),
    markdownText(block.text),
    ctaLinks(block.primaryCta, block.secondaryCta),
    statList(block.stats),
  ]);
