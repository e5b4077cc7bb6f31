import { describe, expect, it } from "vitest";
import { en } from "#web/shared/i18n/messages/en.ts";
import { es } from "#web/shared/i18n/messages/es.ts";
import { changeTiming, formatPriceChange, priceDifference } from "./planChange";
import type { PlanContent } from "./planContent";

const plan = (planId: string, price: number | null, period = "month"): PlanContent => ({
  name: planId,
  planId,
  price,
  period,
  quota: null,
});
const plans = [plan("starter", 299), plan("professional", 599), plan("enterprise", 1299)];
const active = {
  status: "active" as const,
  plan: "professional",
  trial_ends_at: null,
  current_period_end: "2026-12-12T09:00:00.000Z",
};

describe("priceDifference", () => {
  it("is what the chosen plan costs more or less a period", () => {
    expect(priceDifference(plans[1], plans[2])).toBe(700);
    expect(priceDifference(plans[1], plans[0])).toBe(-300);
    expect(priceDifference(plans[1], plans[1])).toBe(0);
  });

  it("is unknown without both prices, or over different periods", () => {
    expect(priceDifference(undefined, plans[0])).toBeNull();
    expect(priceDifference(plan("a", null), plans[0])).toBeNull();
    expect(priceDifference(plan("a", 100, "year"), plans[0])).toBeNull();
  });
});

describe("formatPriceChange", () => {
  it("always writes the sign, and the period in the page's language", () => {
    expect(formatPriceChange(700, "month", en.formats)).toBe("+$700/month");
    expect(formatPriceChange(-300, "month", en.formats)).toBe("\u2212$300/month");
    expect(formatPriceChange(-1300, "month", es.formats)).toBe("\u2212$1,300/mes");
    expect(formatPriceChange(0, "month", es.formats)).toBe("$0/mes");
  });
});

describe("changeTiming", () => {
  it("changes a trial at once, either way, and says when the trial ends", () => {
    const trial = {
      ...active,
      status: "trial" as const,
      trial_ends_at: "2026-12-09T09:00:00.000Z",
      current_period_end: null,
    };
    expect(changeTiming(trial, plans, "starter")).toEqual({
      when: "trial",
      date: "2026-12-09T09:00:00.000Z",
    });
    expect(changeTiming(trial, plans, "enterprise")).toEqual({
      when: "trial",
      date: "2026-12-09T09:00:00.000Z",
    });
  });

  it("upgrades a subscription at once and downgrades it at the period's end", () => {
    expect(changeTiming(active, plans, "enterprise")).toEqual({ when: "now" });
    expect(changeTiming(active, plans, "starter")).toEqual({
      when: "periodEnd",
      date: "2026-12-12T09:00:00.000Z",
    });
    expect(changeTiming({ ...active, status: "paused" }, plans, "starter")).toMatchObject({
      when: "periodEnd",
    });
  });

  it("goes by the plans' order when their prices do not tell", () => {
    const unpriced = [plan("starter", null), plan("professional", null), plan("enterprise", 900)];
    expect(changeTiming(active, unpriced, "enterprise")).toEqual({ when: "now" });
    expect(changeTiming(active, unpriced, "starter")).toMatchObject({ when: "periodEnd" });
    const samePrice = [plan("starter", 599), plan("professional", 599)];
    expect(changeTiming({ ...active, plan: "starter" }, samePrice, "professional")).toEqual({ when: "now" });
  });
});
