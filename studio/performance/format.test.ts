import { describe, expect, it } from "vitest";
import { formatChange, formatCount, formatRate, formatVital } from "./format";

describe("the figures' format", () => {
  it("writes Web Vitals as Google does", () => {
    expect(formatVital("lcp", 2400)).toBe("2.4 s");
    expect(formatVital("lcp", 2449)).toBe("2.4 s");
    expect(formatVital("inp", 180)).toBe("180 ms");
    expect(formatVital("cls", 0.051)).toBe("0.05");
    expect(formatVital("cls", 0)).toBe("0.00");
    expect(formatVital("lcp", null)).toBe("no data yet");
  });

  it("writes counts, rates and changes", () => {
    expect(formatCount(12345)).toBe("12,345");
    expect(formatRate(0.125)).toBe("12.5%");
    expect(formatRate(null)).toBe("–");
    expect(formatChange({ kind: "percent", value: 50 })).toBe("+50%");
    expect(formatChange({ kind: "percent", value: -33.333 })).toBe("−33.3%");
    expect(formatChange({ kind: "percent", value: 0 })).toBe("0%");
    expect(formatChange({ kind: "points", value: 1.25 })).toBe("+1.3 pts");
    expect(formatChange({ kind: "new" })).toBe("new");
    expect(formatChange(null)).toBe("–");
  });
});
