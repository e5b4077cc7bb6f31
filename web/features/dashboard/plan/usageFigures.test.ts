import { describe, expect, it } from "vitest";
import { quotaDisagreement, usageFigures } from "./usageFigures";

const quota = { unlimited: false, limit: 500, unit: "interactions", perPeriod: true };
const use = (used: number, limit: number | null = 500) => ({ used, limit });

describe("usageFigures", () => {
  it("sets the use against the backend's limit, near from 80 % and reached from 100 %", () => {
    expect(usageFigures(use(100), quota)).toEqual({
      kind: "counted",
      used: 100,
      limit: 500,
      share: 0.2,
      level: "ok",
      perPeriod: true,
    });
    expect(usageFigures(use(412), quota)).toMatchObject({ level: "near", share: 0.824 });
    expect(usageFigures(use(500), quota)).toMatchObject({ level: "reached", share: 1 });
    expect(usageFigures(use(620), quota)).toMatchObject({ level: "reached", share: 1 });
  });

  it("takes the backend's limit, never the content's, when they differ", () => {
    expect(usageFigures(use(412, 1000), quota)).toMatchObject({ kind: "counted", limit: 1000, level: "ok" });
    expect(usageFigures(use(412, null), quota)).toEqual({ kind: "unlimited", used: 412, perPeriod: true });
    expect(usageFigures(use(40, 40), { ...quota, unlimited: true })).toMatchObject({
      kind: "counted",
      limit: 40,
      level: "reached",
    });
  });

  it("tells an allowance held at any time from a quota counted per period", () => {
    expect(usageFigures(use(12, 50), { ...quota, limit: 50, perPeriod: false })).toMatchObject({
      perPeriod: false,
    });
    expect(usageFigures(use(12, null), { ...quota, unlimited: true, perPeriod: false })).toEqual({
      kind: "unlimited",
      used: 12,
      perPeriod: false,
    });
  });

  it("gives the count alone when the content has no quota, so no unit, for the plan", () => {
    expect(usageFigures(use(7), undefined)).toEqual({ kind: "uncounted", used: 7 });
    expect(usageFigures(use(7), null)).toEqual({ kind: "uncounted", used: 7 });
    expect(usageFigures(use(7), { ...quota, unit: null })).toEqual({ kind: "uncounted", used: 7 });
  });
});

describe("quotaDisagreement", () => {
  const plan = { agent: "customer-support", plan: "professional" };

  it("names both limits when the content's quota differs from the backend's limit", () => {
    expect(quotaDisagreement(plan, 1000, quota)).toBe(
      "customer-support professional: the content's quota is 500, the backend's limit is 1000",
    );
    expect(quotaDisagreement(plan, null, quota)).toMatch(/quota is 500, the backend's limit is unlimited$/);
    expect(quotaDisagreement(plan, 500, { ...quota, unlimited: true })).toMatch(
      /quota is unlimited, the backend's limit is 500$/,
    );
  });

  it("is null when they agree, or when the content has no quota for the plan", () => {
    expect(quotaDisagreement(plan, 500, quota)).toBeNull();
    expect(quotaDisagreement(plan, null, { ...quota, unlimited: true })).toBeNull();
    expect(quotaDisagreement(plan, 500, undefined)).toBeNull();
  });
});
