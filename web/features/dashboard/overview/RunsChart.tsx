import { useId } from "react";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatCount, formatDate, formatShortDay } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { chartTop } from "../chartTop";
import { totalRuns, type DayRuns } from "../data/runFigures";
import "./runs-chart.css";

type Texts = DashboardPageContent["analyticsCard"] | undefined;

// The plot's own units: one column of 10 a day, 100 high; stretched to the box by CSS.
const COLUMN = 10;
const BAR = 7;
const HEIGHT = 100;

/** A day's two bars, succeeded below and failed (striped) on top, and the axis around them. */
function Bars({ days, top, stripes }: { days: DayRuns[]; top: number; stripes: string }) {
  const scale = (count: number) => (count / top) * HEIGHT;
  return (
    <>
      {[0, 0.5, 1].map((share) => (
        <line
          key={share}
          className="runs-chart__grid"
          x1={0}
          x2={days.length * COLUMN}
          y1={HEIGHT - share * HEIGHT}
          y2={HEIGHT - share * HEIGHT}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {days.map((day, index) => {
        const x = index * COLUMN + (COLUMN - BAR) / 2;
        const succeeded = scale(day.succeeded);
        const failed = scale(day.failed);
        return (
          <g key={day.date}>
            {day.succeeded ? (
              <rect
                className="runs-chart__succeeded"
                x={x}
                y={HEIGHT - succeeded}
                width={BAR}
                height={succeeded}
              />
            ) : null}
            {day.failed ? (
              <rect
                className="runs-chart__failed"
                x={x}
                y={HEIGHT - succeeded - failed}
                width={BAR}
                height={failed}
                fill={`url(#${stripes})`}
              />
            ) : null}
          </g>
        );
      })}
    </>
  );
}

/** The failed runs' stripes: told apart from the succeeded runs by more than colour. */
function Stripes({ id }: { id: string }) {
  return (
    <pattern id={id} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect className="runs-chart__failed-fill" width="4" height="4" />
      <rect className="runs-chart__failed-gap" width="1.5" height="4" />
    </pattern>
  );
}

/**
 * Runs per day as an SVG bar chart drawn by the site, with a legend of both kinds' totals and,
 * under "Show as table", the same figures as a table (for screen readers, and anyone).
 */
export function RunsChart({ days, texts }: { days: DayRuns[]; texts: Texts }) {
  const { formats } = useMessages();
  const id = useId();
  const stripes = `${id}-stripes`;
  const top = chartTop(Math.max(0, ...days.map((day) => day.succeeded + day.failed)));
  const total = totalRuns(days);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  return (
    <figure className="runs-chart">
      <ul className="runs-chart__legend">
        <li>
          <svg className="runs-chart__key" viewBox="0 0 4 4" aria-hidden="true" focusable="false">
            <rect className="runs-chart__succeeded" width="4" height="4" />
          </svg>
          {texts?.succeededLabel} <strong>{formatCount(total.succeeded)}</strong>
        </li>
        <li>
          <svg className="runs-chart__key" viewBox="0 0 4 4" aria-hidden="true" focusable="false">
            <defs>
              <Stripes id={`${stripes}-key`} />
            </defs>
            <rect width="4" height="4" fill={`url(#${stripes}-key)`} />
          </svg>
          {texts?.failedLabel} <strong>{formatCount(total.failed)}</strong>
        </li>
      </ul>
      <div className="runs-chart__plot">
        <div className="runs-chart__y" aria-hidden="true">
          <span>{formatCount(top)}</span>
          <span>{formatCount(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          className="runs-chart__svg"
          viewBox={`0 0 ${days.length * COLUMN} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={texts?.chartLabel ?? undefined}
        >
          <defs>
            <Stripes id={stripes} />
          </defs>
          <Bars days={days} top={top} stripes={stripes} />
        </svg>
        <div className="runs-chart__x" aria-hidden="true">
          <span>{formatShortDay(first, formats)}</span>
          <span>{formatShortDay(last, formats)}</span>
        </div>
      </div>
      <details className="runs-chart__details">
        <summary>{texts?.tableLabel}</summary>
        <table className="runs-chart__table">
          <caption className="visually-hidden">{texts?.chartLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{texts?.dayLabel}</th>
              <th scope="col">{texts?.succeededLabel}</th>
              <th scope="col">{texts?.failedLabel}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDate(day.date, formats)}</th>
                <td>{formatCount(day.succeeded)}</td>
                <td>{formatCount(day.failed)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{texts?.totalLabel}</th>
              <td>{formatCount(total.succeeded)}</td>
              <td>{formatCount(total.failed)}</td>
            </tr>
          </tfoot>
        </table>
      </details>
    </figure>
  );
}
