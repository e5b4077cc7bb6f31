import type { BlockOf } from "#blocks/types.ts";
import { joinParts, markdownText } from "#content/markdown/text.ts";

/** A testimonial as Markdown: the quote, then who said it. */
export const testimonialMarkdown = (block: BlockOf<"testimonial">) =>
  joinParts([
    block.quote ? `> ${markdownText(block.quote)}` : "",
    [block.name, block.role, block.company].map(markdownText).filter(Boolean).join(", "),
  ]);
