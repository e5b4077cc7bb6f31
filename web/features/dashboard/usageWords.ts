import type { Usage } from "#web/shared/api/backend.ts";
import { fill, formatCount } from "#web/shared/ui/format.ts";
import type { QuotaContent } from "#content/contentTypes.ts";
import { usageFigures, type UsageFigures } from "./plan/usageFigures";

/** The texts an area words a use of a quota with (the Agents area's, the Overview's). */
type UsageTexts =
  | { usageText?: string | null; unlimitedText?: string | null; uncountedText?: string | null }
  | null
  | undefined;

/**
 * A subscription's use against the backend's limit, in the content's unit, in words: "46 of 50
 * pieces", "120 pieces, no limit", or the count alone when the content has no quota for the plan.
 */
export function usageWords(
  use: Pick<Usage, "used" | "limit">,
  quota: QuotaContent | undefined,
  texts: UsageTexts,
): { text: string; figures: UsageFigures } {
  const figures = usageFigures(use, quota);
  const count = formatCount(figures.used);
  const unit = quota?.unit ?? "";
  const text =
    figures.kind === "counted"
      ? fill(texts?.usageText ?? "", { used: count, limit: formatCount(figures.limit), unit })
      : figures.kind === "unlimited"
        ? fill(texts?.unlimitedText ?? "", { used: count, unit })
        : fill(texts?.uncountedText ?? "", { used: count });
  return { text, figures };
}
