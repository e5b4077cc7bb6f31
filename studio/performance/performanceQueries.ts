import { lastDays } from "./days";
import type { StatsFilter, StatsQuery } from "./statsQuery";

// The questions of a document's Performance view about its address: 60 days by day, summed
// into periods by ./performanceModel.ts (Plausible's visitor id changes daily, so a range's
// visitors are the sum of its days').

/** The days the view reads: the last 30 and the 30 before. */
export const PERFORMANCE_DAYS = 60;

export const VITALS = ["lcp", "inp", "cls"] as const;
export type Vital = (typeof VITALS)[number];

export type PerformanceQueryName = "page" | "leads" | "landed" | "landedGoals" | "converted" | Vital;

export const CONVERSION_GOALS = ["Lead", "Sign up", "Start trial"];

/** The 8 questions about the page at `path`, for the 60 days up to `today`. */
export function performanceQueries(path: string, today: string): Record<PerformanceQueryName, StatsQuery> {
  const date_range = lastDays(today, PERFORMANCE_DAYS);
  const onPage: StatsFilter = ["is", "event:page", [path]];
  const landedHere: StatsFilter = ["is", "visit:entry_page", [path]];
  const goal = (...goals: string[]): StatsFilter => ["is", "event:goal", goals];
  const vital = (name: Vital): StatsQuery => ({
    metrics: ["events"],
    date_range,
    dimensions: ["time:day", `event:props:${name}`],
    filters: [onPage, goal("Web Vitals")],
  });
  return {
    page: { metrics: ["visitors", "pageviews"], date_range, dimensions: ["time:day"], filters: [onPage] },
    leads: {
      metrics: ["events"],
      date_range,
      dimensions: ["time:day", "event:props:source", "event:props:form"],
      filters: [onPage, goal("Lead")],
    },
    landed: { metrics: ["visitors"], date_range, dimensions: ["time:day"], filters: [landedHere] },
    landedGoals: {
      metrics: ["events"],
      date_range,
      dimensions: ["time:day", "event:goal"],
      filters: [landedHere, goal("Sign up", "Start trial")],
    },
    converted: {
      metrics: ["visitors"],
      date_range,
      dimensions: ["time:day"],
      filters: [landedHere, goal(...CONVERSION_GOALS)],
    },
    lcp: vital("lcp"),
    inp: vital("inp"),
    cls: vital("cls"),
  };
}
