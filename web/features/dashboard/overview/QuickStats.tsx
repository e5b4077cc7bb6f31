import type { AgentSubscription, Workflow } from "#web/shared/api/backend.ts";
import { formatCount } from "#web/shared/ui/format.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import { activeAgents, formatPercent, runsPerDay, runsThisMonth, successRate } from "../data/runFigures";
import type { SectionState } from "../data/loadState";
import "./quick-stats.css";

/** A section's items once it has answered (none when empty); null while loading or after a fault. */
function itemsOf<Item>(section: SectionState<Item>): Item[] | null {
  if (section.status === "loaded") return section.items;
  return section.status === "empty" ? [] : null;
}

type Stat = { key: string; label: string | null | undefined; value: string | null | undefined };

/** One group of Quick Stats under its heading: each figure above what it counts. */
function StatList({
  title,
  stats,
  testId,
  modifier,
}: {
  title: string | null | undefined;
  stats: Stat[];
  testId: string;
  modifier?: string;
}) {
  return (
    <>
      <h3>{title}</h3>
      <dl
        className={modifier ? `quick-stats__list quick-stats__list--${modifier}` : "quick-stats__list"}
        data-testid={testId}
      >
        {stats.map((stat) => (
          <div key={stat.key} className="card">
            <dt>{stat.label}</dt>
            <dd className="figure">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * Quick Stats: the customer's own figures (active agents, runs this month, success rate over 30
 * days), computed from their data, then the platform's fixed figures from the content.
 */
export function QuickStats({
  content,
  agents,
  workflows,
  today,
}: {
  content: DashboardPageQueryResult;
  agents: SectionState<AgentSubscription>;
  workflows: SectionState<Workflow>;
  today: Date;
}) {
  const texts = content?.customerStats;
  const platform = content?.quickStats ?? [];
  const subscriptions = itemsOf(agents);
  const runs = itemsOf(workflows);
  const rate = runs && successRate(runsPerDay(runs, today));
  const unavailable = texts?.unavailableText;
  const own = [
    {
      key: "active-agents",
      label: texts?.activeAgentsLabel,
      value: subscriptions ? formatCount(activeAgents(subscriptions)) : unavailable,
    },
    {
      key: "runs-this-month",
      label: texts?.runsThisMonthLabel,
      value: runs ? formatCount(runsThisMonth(runs, today)) : unavailable,
    },
    {
      key: "success-rate",
      label: texts?.successRateLabel,
      value: rate === null ? unavailable : formatPercent(rate),
    },
  ];
  // With no backend there are no figures of the customer's to show.
  const showOwn = agents.status !== "unconfigured";
  return (
    <section className="quick-stats" aria-labelledby="quick-stats-title">
      <h2 id="quick-stats-title">{content?.quickStatsTitle}</h2>
      {showOwn ? <StatList title={texts?.title} stats={own} testId="customer-stats" /> : null}
      {platform.length ? (
        <StatList
          title={content?.platformStatsTitle}
          stats={platform.map((stat) => ({ ...stat, key: stat._key }))}
          testId="platform-stats"
          modifier="platform"
        />
      ) : null}
    </section>
  );
}
