import type { BlockOf } from "#blocks/types.ts";
import { formMarkdown, type BlockContext } from "#blocks/markdownParts.ts";
import { heading, joinParts, markdownText } from "#content/markdown/text.ts";

/** A form section as Markdown: its heading, text and form; as on the page, nothing when its form has no fields. */
export const formSectionMarkdown = (block: BlockOf<"formSection">, { language }: BlockContext) =>
  block.form?.fields?.length
    ? joinParts([heading(2, block.heading), markdownText(block.intro), formMarkdown(block.form, language)])
    : "";
