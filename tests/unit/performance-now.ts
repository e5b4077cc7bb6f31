import { vi } from "vitest";

/**
 * Makes `performance.now()` stand still but for `advance(ms)`, until `vi.restoreAllMocks()`: a
 * lead form sent at once is then too fast (`LEAD_MIN_FILL_MS`), and one sent after
 * `advance(LEAD_MIN_FILL_MS)` is not, however long the test itself takes. Fake timers must
 * leave it alone: `vi.useFakeTimers({ toNotFake: ["performance"] })`.
 */
export function stubPerformanceNow(start = 1000) {
  let now = start;
  vi.spyOn(performance, "now").mockImplementation(() => now);
  return {
    advance(ms: number) {
      now += ms;
    },
  };
}
