import { describe, expect, it } from "vitest";
import { formatMonthYear, formatPeriod, formatPrice } from "./format";

describe("formatPrice", () => {
  it("formats whole dollars with thousands separators", () => {
    expect(formatPrice(1299)).toBe("$1,299");
    expect(formatPrice(199)).toBe("$199");
  });
  it("renders nothing for a missing price", () => {
    expect(formatPrice(null)).toBe("");
    expect(formatPrice(Number.NaN)).toBe("");
  });
});

describe("formatMonthYear", () => {
  it("shows a date as month and year", () => {
    expect(formatMonthYear("2024-12-01")).toBe("December 2024");
  });
  it("renders nothing for a missing or invalid date", () => {
    expect(formatMonthYear(undefined)).toBe("");
    expect(formatMonthYear("soon")).toBe("");
  });
});

describe("formatPeriod", () => {
  it("writes the content's period after a slash", () => {
    expect(formatPeriod("month")).toBe("/month");
    expect(formatPeriod(" year ")).toBe("/year");
  });
  it("renders nothing for no period", () => {
    expect(formatPeriod(null)).toBe("");
    expect(formatPeriod("  ")).toBe("");
  });
});
