import { describe, expect, it } from "vitest";
import { lastDays, utcToday } from "./days";
import { percentChange, periodsOf, pointsChange } from "./periods";

const TODAY = "2026-11-29";

describe("periodsOf", () => {
  it("puts today-6 in the last 7 days and today-7 not", () => {
    expect(periodsOf(TODAY, TODAY)).toEqual(["last7", "last30"]);
    expect(periodsOf("2026-11-23", TODAY)).toEqual(["last7", "last30"]);
    expect(periodsOf("2026-11-22", TODAY)).toEqual(["last30"]);
  });

  it("puts today-29 in the last 30, today-30 and today-59 in the 30 before, today-60 nowhere", () => {
    expect(periodsOf("2026-10-31", TODAY)).toEqual(["last30"]);
    expect(periodsOf("2026-10-30", TODAY)).toEqual(["previous30"]);
    expect(periodsOf("2026-10-01", TODAY)).toEqual(["previous30"]);
    expect(periodsOf("2026-09-30", TODAY)).toEqual([]);
    expect(periodsOf("2026-11-30", TODAY)).toEqual([]);
  });
});

describe("days", () => {
  it("are UTC dates", () => {
    expect(utcToday(new Date("2026-11-29T23:59:59-05:00"))).toBe("2026-11-30");
    expect(lastDays(TODAY, 60)).toEqual(["2026-10-01", TODAY]);
    expect(lastDays("2026-03-01", 7)).toEqual(["2026-02-23", "2026-03-01"]);
  });
});

describe("the change between the two 30 days", () => {
  it("is a percentage of the 30 before", () => {
    expect(percentChange(15, 10)).toEqual({ kind: "percent", value: 50 });
    expect(percentChange(5, 10)).toEqual({ kind: "percent", value: -50 });
    expect(percentChange(0, 0)).toEqual({ kind: "percent", value: 0 });
  });

  it("is new from nothing, and none without figures", () => {
    expect(percentChange(3, 0)).toEqual({ kind: "new" });
    expect(percentChange(null, 2400)).toBeNull();
    expect(percentChange(2400, null)).toBeNull();
  });

  it("of a rate is in points", () => {
    expect(pointsChange(0.25, 0.2)?.kind).toBe("points");
    expect(pointsChange(0.25, 0.2)).toEqual({ kind: "points", value: expect.closeTo(5, 9) });
    expect(pointsChange(null, 0.2)).toBeNull();
  });
});
