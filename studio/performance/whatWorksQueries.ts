import { lastDays } from "./days";
import { CONVERSION_GOALS } from "./performanceQueries";
import type { StatsFilter, StatsQuery } from "./statsQuery";

// The questions of the "What works" tool, over the whole site, for the last `days` days.

export type WhatWorksQueryName = "leads" | "landed" | "converted" | "forms" | "lcp" | "searches";

/** The ranges the tool offers. */
export const WHAT_WORKS_DAYS = [7, 30, 90] as const;
export type WhatWorksDays = (typeof WHAT_WORKS_DAYS)[number];

export function whatWorksQueries(
  today: string,
  days: WhatWorksDays = 30,
): Record<WhatWorksQueryName, StatsQuery> {
  const date_range = lastDays(today, days);
  const goal = (...goals: string[]): StatsFilter => ["is", "event:goal", goals];
  return {
    leads: {
      metrics: ["events"],
      date_range,
      dimensions: ["event:page"],
      filters: [goal("Lead")],
      order_by: [["events", "desc"]],
    },
    landed: { metrics: ["visitors"], date_range, dimensions: ["visit:entry_page"] },
    converted: {
      metrics: ["visitors"],
      date_range,
      dimensions: ["visit:entry_page"],
      filters: [goal(...CONVERSION_GOALS)],
    },
    forms: {
      metrics: ["events"],
      date_range,
      dimensions: ["event:props:source", "event:props:form"],
      filters: [goal("Lead")],
    },
    lcp: {
      metrics: ["events"],
      date_range,
      dimensions: ["event:page", "event:props:lcp"],
      filters: [goal("Web Vitals")],
    },
    searches: {
      metrics: ["events"],
      date_range,
      dimensions: ["event:props:query", "event:page"],
      filters: [goal("Search without results")],
    },
  };
}
