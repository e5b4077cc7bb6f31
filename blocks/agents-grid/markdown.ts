import type { BlockOf } from "#blocks/types.ts";
import { priceText, sectionHeading, type BlockContext } from "#blocks/markdownParts.ts";
import { TABLE_COLUMNS } from "#content/markdown/columns.ts";
import { joinParts, markdownLink, markdownTable, markdownText } from "#content/markdown/text.ts";
import { paths } from "#content/paths.ts";
import { formatPeriod } from "#web/shared/ui/format.ts";

/** The agents grid as Markdown: a table of links to the agents, what each is best for and its from-price. */
export const agentsGridMarkdown = (block: BlockOf<"agentsGrid">, { language, formats }: BlockContext) =>
  joinParts([
    sectionHeading(block.heading),
    markdownTable(
      [
        TABLE_COLUMNS[language].name,
        markdownText(block.labels?.bestForLabel),
        markdownText(block.labels?.fromLabel),
      ],
      (block.agents ?? []).map((agent) => [
        markdownLink(markdownText(agent.name), agent.slug ? paths.agent(agent.slug, language) : null),
        markdownText(agent.bestFor),
        priceText(agent.fromPrice, formatPeriod(agent.fromPeriod, formats)),
      ]),
    ),
  ]);
