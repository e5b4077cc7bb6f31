/** A bar chart's top line: 2 or the smallest of 1, 2, 4, 6, 8, 10 × 10^n at or above `value`, so its half is whole. */
export function chartTop(value: number): number {
  if (value <= 2) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 4, 6, 8, 10].map((step) => step * magnitude).find((top) => top >= value) ?? 10 * magnitude;
}
