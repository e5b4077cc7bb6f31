import { describe, expect, it } from "vitest";
import { plan } from "./plan";
import { quotaSummary } from "./quota";

describe("quotaSummary (a plan's preview)", () => {
  it("says a limit per period with the plan's period, an allowance without, no limit as ∞", () => {
    expect(quotaSummary({ limit: 50, unit: "pieces", perPeriod: true }, "month")).toBe("50 pieces/month");
    expect(quotaSummary({ limit: 50, unit: "piezas" })).toBe("50 piezas/month");
    expect(quotaSummary({ limit: 5, unit: "data sources", perPeriod: false }, "month")).toBe(
      "5 data sources",
    );
    expect(quotaSummary({ unlimited: true, limit: 9, unit: "keywords", perPeriod: false })).toBe(
      "∞ keywords",
    );
    expect(quotaSummary({ unlimited: false, unit: "pieces" }, "year")).toBe("? pieces/year");
  });

  it("says when there is none", () => {
    expect(quotaSummary(undefined)).toBe("no quota");
    expect(quotaSummary({ limit: 50 })).toBe("no quota");
  });

  it("is in the plan's preview subtitle", () => {
    const prepare = plan.preview!.prepare! as (value: Record<string, unknown>) => { subtitle?: string };
    expect(
      prepare({ title: "Starter", price: 299, period: "month", limit: 50, unit: "pieces", perPeriod: true })
        .subtitle,
    ).toBe("$299/month · 50 pieces/month");
    expect(prepare({ title: "Pro", price: 599, popular: true }).subtitle).toBe(
      "$599/month · no quota · ★ popular",
    );
  });
});
