import type { BlockOf } from "#blocks/types.ts";
import { priceText, sectionHeading, type BlockContext } from "#blocks/markdownParts.ts";
import { columnHeadings } from "#content/markdown/columns.ts";
import { joinParts, markdownLink, markdownTable, markdownText } from "#content/markdown/text.ts";
import { paths } from "#content/paths.ts";
import { formatPeriod } from "#web/shared/ui/format.ts";

type Plan = {
  name?: string | null;
  price?: number | null;
  period?: string | null;
  features?: (string | null)[] | null;
};

/** An agent's plans as a table: name, price per period, what it includes. */
export const plansTable = (
  plans: readonly Plan[] | null | undefined,
  { language, formats }: Pick<BlockContext, "language" | "formats">,
) =>
  markdownTable(
    columnHeadings(language, "name", "price", "includes"),
    (plans ?? []).map((plan) => [
      markdownText(plan.name),
      priceText(plan.price, formatPeriod(plan.period, formats)),
      (plan.features ?? []).map(markdownText).filter(Boolean).join("; "),
    ]),
  );

/** Agents' plans as Markdown: the section's heading, then each agent (a link, h3) with its plans' table. */
export const agentPlansMarkdown = (block: BlockOf<"agentPlans">, { language, formats }: BlockContext) =>
  joinParts([
    sectionHeading(block.heading),
    ...(block.agents ?? []).map((agent) =>
      joinParts([
        agent.name
          ? `### ${markdownLink(markdownText(agent.name), agent.slug ? paths.agent(agent.slug, language) : null)}`
          : "",
        plansTable(agent.plans, { language, formats }),
      ]),
    ),
  ]);
