import { Link, useSearchParams } from "react-router";
import type { DailyUsage, UsagePeriod } from "#web/shared/api/backend.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { fill, formatCount, formatDate } from "#web/shared/ui/format.ts";
import type { DashboardAgentContent } from "#content/contentTypes.ts";
import type { BackendLoad } from "../data/loadState";
import { DashboardSection } from "../DashboardSection";
import { LoadNote, type LoadTexts } from "../SectionBody";
import { UsageHistoryChart } from "./UsageHistoryChart";
import {
  searchWithPeriod,
  usageHistory,
  type UsageHistory as History,
  type UsageHistoryTexts,
} from "./usageHistory";
import "./usage-history.css";

const PERIODS: UsagePeriod[] = ["current", "previous"];

/**
 * Usage over time: each agent's units a UTC day of the current or the previous period (the
 * address's `period`), as a chart and as a table of the same figures, with each agent's limit
 * as the backend gives it; the content gives the names and the units.
 */
export function UsageHistory({
  daily,
  period,
  agents,
  texts,
  loadTexts,
}: {
  daily: BackendLoad<DailyUsage>;
  period: UsagePeriod;
  agents: readonly DashboardAgentContent[] | null | undefined;
  texts: UsageHistoryTexts;
  loadTexts: LoadTexts;
}) {
  // Without a backend the area says so once, above: nothing over time to show either.
  if (daily.status === "unconfigured") return null;
  const history = daily.status === "loaded" ? usageHistory(daily.value, agents) : null;
  return (
    <DashboardSection title={texts?.title} description={texts?.description} className="usage-history">
      <PeriodSwitch period={period} texts={texts} />
      {daily.status !== "loaded" ? (
        <LoadNote load={daily} texts={loadTexts} />
      ) : !history?.total ? (
        <p className="dashboard-section__note">{texts?.emptyText}</p>
      ) : (
        <>
          <UsageHistoryChart history={history} texts={texts} />
          <UsageHistoryTable history={history} texts={texts} />
        </>
      )}
    </DashboardSection>
  );
}

/** The two periods as links: the address holds the choice, so it survives a reload. */
function PeriodSwitch({ period, texts }: { period: UsagePeriod; texts: UsageHistoryTexts }) {
  const [search] = useSearchParams();
  const labels = { current: texts?.currentLabel, previous: texts?.previousLabel };
  return (
    <div className="usage-history__periods" role="group" aria-label={texts?.periodLabel ?? undefined}>
      {PERIODS.map((each) => (
        <Link
          key={each}
          to={{ search: searchWithPeriod(search, each) }}
          preventScrollReset
          className="usage-history__period"
          aria-current={each === period ? "true" : undefined}
        >
          {labels[each]}
        </Link>
      ))}
    </div>
  );
}

/** "Content Creator (pieces)", or the agent alone when the content has no unit for its plan. */
export const columnName = (texts: UsageHistoryTexts, agent: string, unit: string) =>
  unit ? fill(texts?.columnText ?? "", { agent, unit }) : agent;

/** The chart's figures as a table: a row a day, a column an agent, then each agent's total and limit. */
function UsageHistoryTable({ history, texts }: { history: History; texts: UsageHistoryTexts }) {
  const { formats } = useMessages();
  const { days, series } = history;
  return (
    <table className="dashboard-table usage-history__table">
      <caption>{texts?.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts?.dayLabel}</th>
          {series.map((each) => (
            <th scope="col" key={each.subscriptionId}>
              {columnName(texts, each.agent, each.unit)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day}>
            <th scope="row">{formatDate(day, formats)}</th>
            {series.map((each) => {
              const used = each.used.get(day);
              return used === undefined ? (
                <td key={each.subscriptionId}>
                  <span aria-hidden="true">–</span>
                  <span className="visually-hidden">{texts?.outsideText}</span>
                </td>
              ) : (
                <td key={each.subscriptionId}>{formatCount(used)}</td>
              );
            })}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{texts?.totalLabel}</th>
          {series.map((each) => (
            <td key={each.subscriptionId}>{formatCount(each.total)}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">{texts?.limitLabel}</th>
          {series.map((each) => (
            <td key={each.subscriptionId}>
              {each.limit === null ? texts?.noLimitText : formatCount(each.limit)}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
