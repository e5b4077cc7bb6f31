import { describe, expect, it } from "vitest";
import { NO_FORM, formOf, performanceFigures, type PerformanceReplies } from "./performanceModel";
import { performanceQueries } from "./performanceQueries";

// A page's figures per period, from hand-made answers of Plausible.

const TODAY = "2026-11-29";
const row = (dimensions: string[], ...metrics: number[]) => ({ dimensions, metrics });
const none: PerformanceReplies = {
  page: [],
  leads: [],
  landed: [],
  landedGoals: [],
  converted: [],
  lcp: [],
  inp: [],
  cls: [],
};

describe("performanceQueries", () => {
  it("asks the plan's 8 questions about the page, 60 days by day", () => {
    const queries = performanceQueries("/es/contacto", TODAY);
    const range = ["2026-10-01", TODAY];
    const page = ["is", "event:page", ["/es/contacto"]];
    const landed = ["is", "visit:entry_page", ["/es/contacto"]];
    expect(queries).toEqual({
      page: {
        metrics: ["visitors", "pageviews"],
        date_range: range,
        dimensions: ["time:day"],
        filters: [page],
      },
      leads: {
        metrics: ["events"],
        date_range: range,
        dimensions: ["time:day", "event:props:source", "event:props:form"],
        filters: [page, ["is", "event:goal", ["Lead"]]],
      },
      landed: { metrics: ["visitors"], date_range: range, dimensions: ["time:day"], filters: [landed] },
      landedGoals: {
        metrics: ["events"],
        date_range: range,
        dimensions: ["time:day", "event:goal"],
        filters: [landed, ["is", "event:goal", ["Sign up", "Start trial"]]],
      },
      converted: {
        metrics: ["visitors"],
        date_range: range,
        dimensions: ["time:day"],
        filters: [landed, ["is", "event:goal", ["Lead", "Sign up", "Start trial"]]],
      },
      ...Object.fromEntries(
        ["lcp", "inp", "cls"].map((vital) => [
          vital,
          {
            metrics: ["events"],
            date_range: range,
            dimensions: ["time:day", `event:props:${vital}`],
            filters: [page, ["is", "event:goal", ["Web Vitals"]]],
          },
        ]),
      ),
    });
  });
});

describe("performanceFigures", () => {
  it("sums days into the last 7, the last 30 and the 30 before, at their edges", () => {
    const { periods } = performanceFigures(
      {
        ...none,
        page: [
          row([TODAY], 1, 1),
          row(["2026-11-23"], 2, 2), // today-6: in the last 7
          row(["2026-11-22"], 4, 4), // today-7: not
          row(["2026-10-31"], 8, 8), // today-29: in the last 30
          row(["2026-10-30"], 16, 16), // today-30: in the 30 before
          row(["2026-10-01"], 32, 33), // today-59: in the 30 before
          row(["2026-09-30"], 64, 64), // today-60: nowhere
        ],
      },
      TODAY,
    );
    expect([periods.last7.visitors, periods.last30.visitors, periods.previous30.visitors]).toEqual([
      3, 15, 48,
    ]);
    expect([periods.last7.pageviews, periods.last30.pageviews, periods.previous30.pageviews]).toEqual([
      3, 15, 49,
    ]);
  });

  it("counts leads in all and by form, its source or its form, (none) when neither", () => {
    const { periods, forms } = performanceFigures(
      {
        ...none,
        leads: [
          row([TODAY, "contact-page", NO_FORM], 3),
          row([TODAY, NO_FORM, "Webinar"], 1),
          row(["2026-11-01", NO_FORM, NO_FORM], 2),
          row(["2026-10-15", NO_FORM, "Webinar"], 5),
        ],
      },
      TODAY,
    );
    expect(periods.last7.leads).toBe(4);
    expect(periods.last7.leadsByForm).toEqual({ "contact-page": 3, Webinar: 1 });
    expect(periods.last30.leads).toBe(6);
    expect(periods.last30.leadsByForm).toEqual({ "contact-page": 3, Webinar: 1, [NO_FORM]: 2 });
    expect(periods.previous30.leadsByForm).toEqual({ Webinar: 5 });
    expect(forms).toEqual(["Webinar", "contact-page", NO_FORM]);
  });

  it("counts sign-ups and trials of visits that began on the page, and its conversion rate", () => {
    const { periods } = performanceFigures(
      {
        ...none,
        landed: [row([TODAY], 10), row(["2026-11-20"], 10), row(["2026-10-20"], 5)],
        converted: [row([TODAY], 2), row(["2026-11-20"], 1), row(["2026-10-20"], 1)],
        landedGoals: [
          row([TODAY, "Sign up"], 2),
          row([TODAY, "Start trial"], 1),
          row(["2026-10-20", "Start trial"], 1),
        ],
      },
      TODAY,
    );
    expect(periods.last7).toMatchObject({
      signUps: 2,
      trials: 1,
      landed: 10,
      converted: 2,
      conversionRate: 0.2,
    });
    expect(periods.last30).toMatchObject({ landed: 20, converted: 3, conversionRate: 0.15 });
    expect(periods.previous30).toMatchObject({ signUps: 0, trials: 1, conversionRate: 0.2 });
  });

  it("has no conversion rate without visits that began on the page", () => {
    expect(performanceFigures(none, TODAY).periods.last30.conversionRate).toBeNull();
  });

  it("gives each Web Vital's 75th percentile and its samples, ignoring samples without it", () => {
    const { periods } = performanceFigures(
      {
        ...none,
        lcp: [row([TODAY, "1800"], 3), row(["2026-11-20", "4000"], 1), row(["2026-10-10", "5000"], 2)],
        inp: [row([TODAY, "(none)"], 4), row([TODAY, "180"], 1)],
        cls: [row([TODAY, "0.05"], 3), row([TODAY, "0.3"], 1)],
      },
      TODAY,
    );
    expect(periods.last7.lcp).toEqual({ p75: 1800, samples: 3 });
    expect(periods.last30.lcp).toEqual({ p75: 1800, samples: 4 }); // 3 of 4 at or below 1800
    expect(periods.previous30.lcp).toEqual({ p75: 5000, samples: 2 });
    expect(periods.last7.inp).toEqual({ p75: 180, samples: 1 });
    expect(periods.last7.cls).toEqual({ p75: 0.05, samples: 4 });
    expect(periods.previous30.inp).toEqual({ p75: null, samples: 0 });
  });

  it("says whether anything was measured in the 60 days", () => {
    expect(performanceFigures(none, TODAY).hasData).toBe(false);
    expect(performanceFigures({ ...none, page: [row(["2026-09-30"], 5, 5)] }, TODAY).hasData).toBe(false);
    expect(performanceFigures({ ...none, page: [row(["2026-10-01"], 1, 1)] }, TODAY).hasData).toBe(true);
    expect(performanceFigures({ ...none, cls: [row([TODAY, "0.1"], 1)] }, TODAY).hasData).toBe(true);
  });
});

describe("formOf", () => {
  it("is the source, else the form, else (none)", () => {
    expect(formOf("home-banner", "(none)")).toBe("home-banner");
    expect(formOf("(none)", "Webinar")).toBe("Webinar");
    expect(formOf("(none)", "(none)")).toBe(NO_FORM);
    expect(formOf("home-banner", "Webinar")).toBe("home-banner");
  });
});
