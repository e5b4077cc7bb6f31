import { p75, sampleValue, type Sample } from "./percentile";
import { PERIODS, periodsOf, type PeriodId } from "./periods";
import { VITALS, type PerformanceQueryName, type Vital } from "./performanceQueries";
import type { StatsRow } from "./statsQuery";

// What a page earned in each period, from Plausible's answers to ./performanceQueries.ts:
// leads where the form was sent, sign-ups and trials for the page the visit began on.

/** A form's name in the figures when the lead named none. */
export const NO_FORM = "(none)";

/** A Web Vital's 75th percentile (null: no samples) and how many samples it comes from. */
export type VitalFigure = { p75: number | null; samples: number };

export type PeriodFigures = {
  visitors: number;
  pageviews: number;
  leads: number;
  /** Leads per form: its `source` (the site's own forms) or `form` (a form made in the content). */
  leadsByForm: Record<string, number>;
  signUps: number;
  trials: number;
  /** Visitors who began their visit on the page. */
  landed: number;
  /** Of those, the ones who sent a lead, signed up or started a trial. */
  converted: number;
  /** converted ÷ landed (0..1); null without landings. */
  conversionRate: number | null;
} & Record<Vital, VitalFigure>;

export type Performance = {
  periods: Record<PeriodId, PeriodFigures>;
  /** Every form with leads in the 60 days, most leads first. */
  forms: string[];
  /** Whether anything at all was measured on the page in the 60 days. */
  hasData: boolean;
};

export type PerformanceReplies = Record<PerformanceQueryName, StatsRow[]>;

/** The form a lead came from: its `source`, else its `form`, else NO_FORM. */
export const formOf = (source = NO_FORM, form = NO_FORM) =>
  source !== NO_FORM ? source : form !== NO_FORM ? form : NO_FORM;

type Totals = Omit<PeriodFigures, "conversionRate" | Vital> & { vitals: Record<Vital, Sample[]> };

const emptyTotals = (): Totals => ({
  visitors: 0,
  pageviews: 0,
  leads: 0,
  leadsByForm: {},
  signUps: 0,
  trials: 0,
  landed: 0,
  converted: 0,
  vitals: { lcp: [], inp: [], cls: [] },
});

/** The page's figures per period, for `today` (the UTC date the questions were asked). */
export function performanceFigures(replies: PerformanceReplies, today: string): Performance {
  const totals = { last7: emptyTotals(), last30: emptyTotals(), previous30: emptyTotals() };
  const formLeads = new Map<string, number>();
  const add = (day: string | undefined, update: (period: Totals) => void) => {
    for (const id of periodsOf(day ?? "", today)) update(totals[id]);
  };

  for (const {
    dimensions: [day],
    metrics: [visitors = 0, pageviews = 0],
  } of replies.page)
    add(day, (period) => {
      period.visitors += visitors;
      period.pageviews += pageviews;
    });
  for (const {
    dimensions: [day, source, form],
    metrics: [events = 0],
  } of replies.leads) {
    const name = formOf(source, form);
    if (periodsOf(day ?? "", today).length) formLeads.set(name, (formLeads.get(name) ?? 0) + events);
    add(day, (period) => {
      period.leads += events;
      period.leadsByForm[name] = (period.leadsByForm[name] ?? 0) + events;
    });
  }
  for (const {
    dimensions: [day],
    metrics: [visitors = 0],
  } of replies.landed)
    add(day, (period) => (period.landed += visitors));
  for (const {
    dimensions: [day],
    metrics: [visitors = 0],
  } of replies.converted)
    add(day, (period) => (period.converted += visitors));
  for (const {
    dimensions: [day, goal],
    metrics: [events = 0],
  } of replies.landedGoals)
    add(day, (period) => {
      if (goal === "Sign up") period.signUps += events;
      if (goal === "Start trial") period.trials += events;
    });
  for (const vital of VITALS)
    for (const {
      dimensions: [day, text = ""],
      metrics: [count = 0],
    } of replies[vital]) {
      const value = sampleValue(text);
      if (value !== null) add(day, (period) => period.vitals[vital].push({ value, count }));
    }

  const periods = Object.fromEntries(PERIODS.map(({ id }) => [id, figuresOf(totals[id])])) as Record<
    PeriodId,
    PeriodFigures
  >;
  const sixty = [periods.last30, periods.previous30];
  return {
    periods,
    forms: [...formLeads].toSorted(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([name]) => name),
    hasData: sixty.some(
      (period) =>
        period.visitors + period.pageviews + period.leads + period.landed + period.signUps + period.trials >
          0 || VITALS.some((vital) => period[vital].samples > 0),
    ),
  };
}

function figuresOf({ vitals, ...counts }: Totals): PeriodFigures {
  const vital = (samples: Sample[]): VitalFigure => ({
    p75: p75(samples),
    samples: samples.reduce((sum, { count }) => sum + count, 0),
  });
  return {
    ...counts,
    conversionRate: counts.landed > 0 ? counts.converted / counts.landed : null,
    lcp: vital(vitals.lcp),
    inp: vital(vitals.inp),
    cls: vital(vitals.cls),
  };
}
