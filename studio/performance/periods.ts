import { addDays } from "./days";

// The periods the Performance view compares, in UTC days, today included.

export const PERIODS = [
  { id: "last7", title: "Last 7 days" },
  { id: "last30", title: "Last 30 days" },
  { id: "previous30", title: "The 30 days before" },
] as const;

export type PeriodId = (typeof PERIODS)[number]["id"];

/** The periods a day counts in: today-6..today in the last 7; today-29..today the last 30; today-59..today-30 the 30 before. */
export function periodsOf(day: string, today: string): PeriodId[] {
  if (day > today || day < addDays(today, -59)) return [];
  if (day < addDays(today, -29)) return ["previous30"];
  return day >= addDays(today, -6) ? ["last7", "last30"] : ["last30"];
}

/** A change between the last 30 days and the 30 before: a percentage, "new" from nothing, or none. */
export type Change =
  { kind: "new" } | { kind: "percent"; value: number } | { kind: "points"; value: number } | null;

/** The relative change from `previous` to `current`, in percent; "new" from 0; null without both. */
export function percentChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return null;
  if (previous === 0) return current === 0 ? { kind: "percent", value: 0 } : { kind: "new" };
  return { kind: "percent", value: ((current - previous) / previous) * 100 };
}

/** The change of a rate (0..1) in percentage points; null without both. */
export function pointsChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return null;
  return { kind: "points", value: (current - previous) * 100 };
}
