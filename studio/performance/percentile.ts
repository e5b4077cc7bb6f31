// Web Vitals at the 75th percentile, from how many samples had each value (Plausible answers
// the count of events per distinct property value).

/** A value and how many samples had it. */
export type Sample = { value: number; count: number };

/**
 * The nearest-rank 75th percentile: the smallest value v such that the samples ≤ v are at least
 * 75 % of all. Null without samples.
 */
export function p75(samples: Sample[]): number | null {
  const total = samples.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return null;
  const sorted = samples.filter(({ count }) => count > 0).toSorted((a, b) => a.value - b.value);
  let seen = 0;
  for (const { value, count } of sorted) {
    seen += count;
    if (seen >= 0.75 * total) return value;
  }
  return null;
}

/** A property's value as a sample's number; null for "(none)" (the event lacked it) or anything else. */
export function sampleValue(text: string): number | null {
  if (text.trim() === "" || text === "(none)") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
