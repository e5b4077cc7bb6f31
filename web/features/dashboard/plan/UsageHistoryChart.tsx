import { useId } from "react";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { fill, formatCount, formatDate, formatShortDay } from "#web/shared/ui/format.ts";
import { chartTop } from "../chartTop";
import type { UsageHistory, UsageHistoryTexts } from "./usageHistory";

// The plot's own units, as the Overview's runs chart (RunsChart.tsx): a column of 10 a day, 100
// high, stretched to the box by CSS.
const COLUMN = 10;
const BAR = 7;
const HEIGHT = 100;
/** Series are told apart by their fill's pattern as well as its colour: solid, stripes, dots, checks. */
const SERIES_LOOKS = 4;

/** An agent's fill: a colour and a pattern of its own (its index, over SERIES_LOOKS). */
function SeriesFill({ id, look }: { id: string; look: number }) {
  const kind = look % SERIES_LOOKS;
  return (
    <pattern
      id={id}
      width="4"
      height="4"
      patternUnits="userSpaceOnUse"
      patternTransform={kind === 1 ? "rotate(45)" : undefined}
    >
      <rect className={`usage-history__fill usage-history__fill--${kind}`} width="4" height="4" />
      {kind === 1 ? <rect className="usage-history__gap" width="1.5" height="4" /> : null}
      {kind === 2 ? <circle className="usage-history__gap" cx="2" cy="2" r="0.9" /> : null}
      {kind === 3 ? <rect className="usage-history__gap" width="2" height="2" /> : null}
    </pattern>
  );
}

/**
 * Each day's units as a stacked bar, an agent a layer, told apart by colour and pattern; the
 * legend names each agent with its period and limit. Each day's bar reads its figures (its
 * date, then each agent's units) to screen readers; the table under it has them all.
 */
export function UsageHistoryChart({ history, texts }: { history: UsageHistory; texts: UsageHistoryTexts }) {
  const { formats } = useMessages();
  const id = useId();
  const fillOf = (index: number) => `${id}-series-${index}`;
  const { days, series, dayTotals } = history;
  const top = chartTop(Math.max(0, ...dayTotals));
  const scale = (units: number) => (units / top) * HEIGHT;
  const dayText = (day: string) =>
    fill(texts?.dayText ?? "", {
      date: formatDate(day, formats),
      figures: series
        .filter((each) => each.used.has(day))
        .map((each) =>
          fill(texts?.figureText ?? "", {
            agent: each.agent,
            used: formatCount(each.used.get(day) ?? 0),
            unit: each.unit,
          }).trim(),
        )
        .join("; "),
    });
  return (
    <figure className="usage-history__chart">
      <ul className="usage-history__legend">
        {series.map((each, index) => (
          <li key={each.subscriptionId}>
            <svg className="usage-history__key" viewBox="0 0 4 4" aria-hidden="true" focusable="false">
              <defs>
                <SeriesFill id={`${fillOf(index)}-key`} look={index} />
              </defs>
              <rect width="4" height="4" fill={`url(#${fillOf(index)}-key)`} />
            </svg>
            <span className="usage-history__agent">{each.agent}</span>
            <span className="usage-history__meta">
              {fill(texts?.periodText ?? "", {
                start: formatDate(each.periodStart, formats),
                end: formatDate(each.periodEnd, formats),
              })}
              {" · "}
              {texts?.limitLabel}: {each.limit === null ? texts?.noLimitText : formatCount(each.limit)}
            </span>
          </li>
        ))}
      </ul>
      <div className="usage-history__plot">
        <div className="usage-history__y" aria-hidden="true">
          <span>{formatCount(top)}</span>
          <span>{formatCount(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          className="usage-history__svg"
          viewBox={`0 0 ${days.length * COLUMN} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="group"
          aria-label={texts?.chartLabel ?? undefined}
        >
          <defs>
            {series.map((each, index) => (
              <SeriesFill key={each.subscriptionId} id={fillOf(index)} look={index} />
            ))}
          </defs>
          {[0, 0.5, 1].map((share) => (
            <line
              key={share}
              className="usage-history__grid"
              x1={0}
              x2={days.length * COLUMN}
              y1={HEIGHT - share * HEIGHT}
              y2={HEIGHT - share * HEIGHT}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, dayIndex) => {
            let base = HEIGHT;
            return (
              <g key={day} role="img" aria-label={dayText(day)}>
                {series.map((each, index) => {
                  const height = scale(each.used.get(day) ?? 0);
                  base -= height;
                  return height ? (
                    <rect
                      key={each.subscriptionId}
                      x={dayIndex * COLUMN + (COLUMN - BAR) / 2}
                      y={base}
                      width={BAR}
                      height={height}
                      fill={`url(#${fillOf(index)})`}
                    />
                  ) : null;
                })}
              </g>
            );
          })}
        </svg>
        <div className="usage-history__x" aria-hidden="true">
          <span>{formatShortDay(days[0], formats)}</span>
          <span>{formatShortDay(days.at(-1), formats)}</span>
        </div>
      </div>
    </figure>
  );
}
