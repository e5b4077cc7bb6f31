import { describe, expect, it } from "vitest";
import { usageFigures } from "./usageFigures";

const quota = { unlimited: false, limit: 500, unit: "interactions", perPeriod: true };

describe("usageFigures", () => {
  it("sets the use against the quota's limit, near from 80 % and reached from 100 %", () => {
    expect(usageFigures(100, quota)).toEqual({
      kind: "counted",
      used: 100,
      limit: 500,
      share: 0.2,
      level: "ok",
      perPeriod: true,
    });
    expect(usageFigures(412, quota)).toMatchObject({ level: "near", share: 0.824 });
    expect(usageFigures(500, quota)).toMatchObject({ level: "reached", share: 1 });
    expect(usageFigures(620, quota)).toMatchObject({ level: "reached", share: 1 });
  });

  it("tells an allowance held at any time from a quota counted per period", () => {
    expect(usageFigures(12, { ...quota, limit: 50, perPeriod: false })).toMatchObject({ perPeriod: false });
    expect(usageFigures(12, { ...quota, unlimited: true, perPeriod: false })).toEqual({
      kind: "unlimited",
      used: 12,
      perPeriod: false,
    });
  });

  it("counts without a limit on an unlimited plan", () => {
    expect(usageFigures(9000, { ...quota, unlimited: true })).toEqual({
      kind: "unlimited",
      used: 9000,
      perPeriod: true,
    });
  });

  it("gives the count alone when the content has no quota for the plan", () => {
    expect(usageFigures(7, undefined)).toEqual({ kind: "uncounted", used: 7 });
    expect(usageFigures(7, null)).toEqual({ kind: "uncounted", used: 7 });
    expect(usageFigures(7, { ...quota, limit: null })).toEqual({ kind: "uncounted", used: 7 });
    expect(usageFigures(7, { ...quota, unit: null })).toEqual({ kind: "uncounted", used: 7 });
  });
});
