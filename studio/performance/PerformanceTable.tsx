import { formatChange, formatCount, formatRate, formatVital } from "./format";
import { NO_FORM, type Performance, type PeriodFigures } from "./performanceModel";
import { VITALS, type Vital } from "./performanceQueries";
import { PERIODS, percentChange, pointsChange, type Change } from "./periods";
import { StatsTable, type StatsTableRow } from "./StatsTable";

// A page's figures: a row per figure, a column per period, and the change between the two 30 days.

const COLUMNS = ["Figure", ...PERIODS.map(({ title }) => title), "Change"];

const VITAL_NAMES: Record<Vital, string> = {
  lcp: "LCP, main content shown (75th percentile)",
  inp: "INP, response to clicks and keys (75th percentile)",
  cls: "CLS, layout shifts (75th percentile)",
};

const samples = (count: number) => (count === 1 ? "1 sample" : `${formatCount(count)} samples`);

export function PerformanceTable({ performance, path }: { performance: Performance; path: string }) {
  const { periods, forms } = performance;
  const row = (
    id: string,
    header: string,
    value: (period: PeriodFigures) => number | null,
    write: (value: number | null) => string,
    change: (current: number | null, previous: number | null) => Change = percentChange,
  ): StatsTableRow => ({
    id,
    header,
    cells: [
      ...PERIODS.map(({ id: period }) => write(value(periods[period]))),
      formatChange(change(value(periods.last30), value(periods.previous30))),
    ],
  });
  const count = (value: number | null) => formatCount(value ?? 0);
  const vitalRow = (vital: Vital): StatsTableRow => ({
    id: vital,
    header: VITAL_NAMES[vital],
    cells: [
      ...PERIODS.map(({ id: period }) => {
        const { p75, samples: n } = periods[period][vital];
        return p75 === null ? "no data yet" : `${formatVital(vital, p75)} (${samples(n)})`;
      }),
      formatChange(percentChange(periods.last30[vital].p75, periods.previous30[vital].p75)),
    ],
  });

  return (
    <StatsTable
      caption={`What ${path} earned`}
      columns={COLUMNS}
      rows={[
        row("visitors", "Visitors", (period) => period.visitors, count),
        row("pageviews", "Page views", (period) => period.pageviews, count),
        row("leads", "Leads sent on this page", (period) => period.leads, count),
        ...forms.map((form) =>
          row(
            `form-${form}`,
            form === NO_FORM ? "Leads from a form without a name" : `Leads from ${form}`,
            (period) => period.leadsByForm[form] ?? 0,
            count,
          ),
        ),
        row("signUps", "Sign-ups of visits that began here", (period) => period.signUps, count),
        row("trials", "Trials started by visits that began here", (period) => period.trials, count),
        row(
          "conversion",
          "Conversion rate of visits that began here",
          (period) => period.conversionRate,
          formatRate,
          pointsChange,
        ),
        ...VITALS.map(vitalRow),
      ]}
    />
  );
}
