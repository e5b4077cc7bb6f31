import { describe, expect, it } from "vitest";
import {
  fill,
  formatCount,
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatPeriod,
  formatPrice,
  formatShortDay,
} from "./format";
import { en } from "#web/shared/i18n/messages/en.ts";
import { es } from "#web/shared/i18n/messages/es.ts";

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

// Each language's formats against what Intl writes for its locale (en-US, es-US): the site
// writes them out so as not to load Intl's locale data in the page.
const LOCALES = [
  ["en-US", en.formats],
  ["es-US", es.formats],
] as const;
const DAYS = [
  "2024-01-31",
  "2025-02-01",
  "2023-06-15",
  "1999-12-31",
  "2026-09-09",
  "2026-03-04",
  "2026-11-04",
];
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

describe("formatMonthYear", () => {
  it("shows a date as month and year", () => {
    expect(formatMonthYear("2024-12-01", en.formats)).toBe("December 2024");
    expect(formatMonthYear("2024-12-01", es.formats)).toBe("diciembre de 2024");
  });
  it.each(LOCALES)("writes every month as toLocaleDateString(%s) does", (locale, formats) => {
    for (const day of DAYS)
      expect(formatMonthYear(day, formats), day).toBe(
        utc(day).toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
      );
  });
  it("renders nothing for a missing or invalid date", () => {
    expect(formatMonthYear(undefined, en.formats)).toBe("");
    expect(formatMonthYear("soon", en.formats)).toBe("");
  });
});

describe("formatDate", () => {
  it.each(LOCALES)("writes every day as toLocaleDateString(%s) with a long month does", (locale, formats) => {
    for (const day of DAYS)
      expect(formatDate(`${day}T09:00:00Z`, formats), day).toBe(
        utc(day).toLocaleDateString(locale, {
          month: "long",
          day: "numeric",
          year: "numeric",
          timeZone: "UTC",
        }),
      );
  });
  it("renders nothing for a missing or invalid date", () => {
    expect(formatDate(null, es.formats)).toBe("");
    expect(formatDate("soon", es.formats)).toBe("");
  });
});

describe("formatDateTime", () => {
  // Intl puts a narrow no-break space before the day period; the site writes a plain one.
  const intl = (date: Date, locale: string) =>
    date.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" }).replace(/\u202f/g, " ");

  it.each(LOCALES)(
    "writes every month and hour as toLocaleString(%s) does, in the visitor's zone",
    (locale, formats) => {
      for (let month = 0; month < 12; month++)
        for (const [hour, minute] of [
          [0, 5],
          [9, 0],
          [11, 59],
          [12, 30],
          [13, 7],
          [23, 45],
        ]) {
          const date = new Date(2026, month, 4 + month, hour, minute);
          expect(formatDateTime(date.toISOString(), formats), date.toISOString()).toBe(intl(date, locale));
        }
    },
  );
  it("renders nothing for a missing or invalid date", () => {
    expect(formatDateTime(undefined, en.formats)).toBe("");
    expect(formatDateTime("soon", es.formats)).toBe("");
  });
});

describe("formatPeriod", () => {
  it("writes the content's period after a slash, in the page's language", () => {
    expect(formatPeriod("month", en.formats)).toBe("/month");
    expect(formatPeriod("month", es.formats)).toBe("/mes");
    expect(formatPeriod(" year ", en.formats)).toBe("/year");
  });
  it("renders nothing for no period", () => {
    expect(formatPeriod(null, en.formats)).toBe("");
    expect(formatPeriod("  ", en.formats)).toBe("");
  });
});

describe("formatCount", () => {
  it.each([0, 7, 999, 1000, 1247, 1234567, -4200])("writes %d as toLocaleString('en-US') does", (count) => {
    expect(formatCount(count)).toBe(count.toLocaleString("en-US"));
  });
});

describe("formatShortDay", () => {
  it.each(LOCALES)(
    "writes every month's day as toLocaleDateString(%s) with a short month does",
    (locale, formats) => {
      for (let month = 0; month < 12; month++) {
        const day = new Date(Date.UTC(2026, month, 4)).toISOString().slice(0, 10);
        expect(formatShortDay(day, formats), day).toBe(
          utc(day).toLocaleDateString(locale, { month: "short", day: "numeric", timeZone: "UTC" }),
        );
      }
    },
  );

  it("is empty for no date or a broken one", () => {
    expect(formatShortDay(null, en.formats)).toBe("");
    expect(formatShortDay("soon", en.formats)).toBe("");
  });
});

describe("fill", () => {
  it("puts each part in its placeholder, every time it occurs, and leaves unknown ones as written", () => {
    expect(fill("{used} of {limit} {unit}", { used: "412", limit: "500", unit: "interactions" })).toBe(
      "412 of 500 interactions",
    );
    expect(fill("{a} and {a}, {b}", { a: 1 })).toBe("1 and 1, {b}");
  });
});
