import type { Change } from "./periods";
import type { Vital } from "./performanceQueries";

// Figures as the Studio writes them (English): 1,234 · 12.5% · 2.4 s · 180 ms · 0.05 · +50%.

const counts = new Intl.NumberFormat("en-US");
const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export const formatCount = (value: number) => counts.format(value);

/** A rate (0..1) as a percentage; a dash without one. */
export const formatRate = (value: number | null) =>
  value === null ? "–" : `${oneDecimal.format(value * 100)}%`;

/** A Web Vital as Google writes it: LCP in seconds, INP in milliseconds, CLS unitless. */
export function formatVital(vital: Vital, value: number | null): string {
  if (value === null) return "no data yet";
  if (vital === "lcp") return `${(value / 1000).toFixed(1)} s`;
  if (vital === "inp") return `${Math.round(value)} ms`;
  return value.toFixed(2);
}

/** A change between the two 30 days: +50%, −20%, new, +1.2 pts; a dash without one. */
export function formatChange(change: Change): string {
  if (!change) return "–";
  if (change.kind === "new") return "new";
  const value = Math.round(change.value * 10) / 10;
  const sign = value > 0 ? "+" : value < 0 ? "−" : "";
  const number = oneDecimal.format(Math.abs(value));
  return change.kind === "percent" ? `${sign}${number}%` : `${sign}${number} pts`;
}
