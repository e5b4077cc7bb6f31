import { describe, expect, it } from "vitest";
import { formatCount, formatMonthYear, formatPeriod, formatPrice, formatShortDay } from "./format";

describe("formatPrice", () => {
  it("formats whole dollars with thousands separators", () => {
    expect(formatPrice(1299)).toBe("$1,299");
    expect(formatPrice(199)).toBe("$199");
  });
  it("writes every amount as Intl's en-US dollar format does", () => {
    const intl = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    });
    for (const amount of [0, 5, 99, 999, 1000, 8500, 12345.6, 999999.5, 1234567, -1500, 49.49, 0.4, -0.4])
      expect(formatPrice(amount), String(amount)).toBe(intl.format(amount));
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
  it("writes every month as toLocaleDateString does", () => {
    for (const date of ["2024-01-31", "2025-02-01", "2023-06-15", "1999-12-31", "2026-09-09"])
      expect(formatMonthYear(date), date).toBe(
        new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }),
      );
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

describe("formatCount", () => {
  it.each([0, 7, 999, 1000, 1247, 1234567, -4200])("writes %d as toLocaleString('en-US') does", (count) => {
    expect(formatCount(count)).toBe(count.toLocaleString("en-US"));
  });
});

describe("formatShortDay", () => {
  it.each(["2026-11-04", "2026-01-31", "2025-12-01"])(
    "writes %s as toLocaleDateString('en-US') does",
    (day) => {
      expect(formatShortDay(day)).toBe(
        new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
          month: "short",
          day: "numeric",
          timeZone: "UTC",
        }),
      );
    },
  );

  it("is empty for no date or a broken one", () => {
    expect(formatShortDay(null)).toBe("");
    expect(formatShortDay("soon")).toBe("");
  });
});
