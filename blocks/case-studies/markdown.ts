import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading } from "#blocks/markdownParts.ts";
import { bulletList, heading, joinParts, markdownText } from "#content/markdown/text.ts";

/** A labelled part: its label in bold, then its text. */
const labelled = (label: string | null | undefined, text: string) =>
  text ? joinParts([label ? `**${markdownText(label)}**` : "", text]) : "";

/** Case studies as Markdown: each company with its industry, key result, challenge, solution and results. */
export const caseStudiesMarkdown = (block: BlockOf<"caseStudies">) =>
  joinParts([
    sectionHeading(block.heading),
    ...(block.caseStudies ?? []).map((study) =>
      joinParts([
        heading(3, study.company),
        markdownText(study.industry),
        study.keyResult?.value
          ? `**${markdownText(study.keyResult.value)}** ${markdownText(study.keyResult.label)}`
          : "",
        labelled(block.labels?.challenge, markdownText(study.challenge)),
        labelled(block.labels?.solution, markdownText(study.solution)),
        labelled(block.labels?.results, bulletList(study.results)),
      ]),
    ),
  ]);
