import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading } from "#blocks/markdownParts.ts";
import { joinParts, markdownText } from "#content/markdown/text.ts";

/** Process steps as Markdown: the section's heading, then the steps as a numbered list. */
export const processStepsMarkdown = (block: BlockOf<"processSteps">) =>
  joinParts([
    sectionHeading(block.heading),
    (block.steps ?? [])
      .map(
        (step, index) => `${index + 1}. **${markdownText(step.title)}**: ${markdownText(step.description)}`,
      )
      .join("\n"),
  ]);
