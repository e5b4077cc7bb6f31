import type { InsightsLabels } from "#content/contentTypes.ts";

/** "Page 2 of 3", from the labels. */
export const pageOf = (labels: InsightsLabels, page: number, pages: number) =>
  [labels?.pageLabel, page, labels?.ofLabel, pages]
    .filter((part) => part !== null && part !== undefined && part !== "")
    .join(" ");
