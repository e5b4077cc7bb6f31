import type { BlockOf } from "#blocks/types.ts";
import { priceText, sectionHeading, type BlockContext } from "#blocks/markdownParts.ts";
import { columnHeadings } from "#content/markdown/columns.ts";
import { joinParts, markdownTable, markdownText } from "#content/markdown/text.ts";
import { formatPeriod } from "#web/shared/ui/format.ts";

/** Consulting packages as Markdown: the packages, then the add-ons unless hidden, as tables with their prices. */
export const consultingPackagesMarkdown = (
  block: BlockOf<"consultingPackages">,
  { language, formats }: BlockContext,
) =>
  joinParts([
    sectionHeading(block.heading),
    markdownTable(
      columnHeadings(language, "name", "price", "details", "includes"),
      (block.packages ?? []).map((item) => [
        markdownText(item.name),
        priceText(item.price, markdownText(item.priceDetail)),
        markdownText(item.description),
        (item.features ?? []).map(markdownText).join("; "),
      ]),
    ),
    block.hideAddOns ? "" : sectionHeading(block.addOnsHeading, 3),
    block.hideAddOns
      ? ""
      : markdownTable(
          columnHeadings(language, "name", "price", "details"),
          (block.addOns ?? []).map((addOn) => [
            markdownText(addOn.name),
            [
              addOn.fromPrice ? markdownText(block.fromLabel) : "",
              priceText(addOn.price, formatPeriod(addOn.period, formats)),
            ]
              .filter(Boolean)
              .join(" "),
            markdownText(addOn.description),
          ]),
        ),
  ]);
