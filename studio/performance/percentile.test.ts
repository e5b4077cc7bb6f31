import { describe, expect, it } from "vitest";
import { p75, sampleValue } from "./percentile";

describe("p75, nearest rank", () => {
  it("is the smallest value with at least 75 % of the samples at or below it", () => {
    // 4 samples: 3 (75 %) at or below 300.
    expect(
      p75([
        { value: 100, count: 1 },
        { value: 200, count: 1 },
        { value: 300, count: 1 },
        { value: 400, count: 1 },
      ]),
    ).toBe(300);
    // 5 samples: 3 of 5 (60 %) at or below 300, 4 of 5 (80 %) at or below 400.
    expect(
      p75([
        { value: 500, count: 1 },
        { value: 100, count: 2 },
        { value: 300, count: 1 },
        { value: 400, count: 1 },
      ]),
    ).toBe(400);
  });

  it("counts each value's samples, in any order", () => {
    // 75 of 100 at or below 2400 (exactly 75 %): 2400; 74 would not be enough.
    expect(
      p75([
        { value: 3000, count: 25 },
        { value: 2400, count: 75 },
      ]),
    ).toBe(2400);
    expect(
      p75([
        { value: 3000, count: 26 },
        { value: 2400, count: 74 },
      ]),
    ).toBe(3000);
  });

  it("is one sample's value, and null without samples", () => {
    expect(p75([{ value: 0.05, count: 1 }])).toBe(0.05);
    expect(p75([])).toBeNull();
    expect(p75([{ value: 100, count: 0 }])).toBeNull();
  });
});

describe("sampleValue", () => {
  it("reads a number, and nothing from (none) or text", () => {
    expect(sampleValue("2400")).toBe(2400);
    expect(sampleValue("0.051")).toBe(0.051);
    expect(sampleValue("(none)")).toBeNull();
    expect(sampleValue("")).toBeNull();
    expect(sampleValue("fast")).toBeNull();
  });
});
