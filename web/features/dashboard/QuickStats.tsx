import type { DashboardPageQueryResult } from "@content/sanity.types";

/** The dashboard's static quick stats as a row of large figures. */
export function QuickStats({ content }: { content: DashboardPageQueryResult }) {
  const stats = content?.quickStats ?? [];
  if (!stats.length) return null;
  return (
    <section className="quick-stats" aria-labelledby="quick-stats-title">
      <h2 id="quick-stats-title">{content?.quickStatsTitle}</h2>
      <dl className="quick-stats__list">
        {stats.map((stat) => (
          <div key={stat._key} className="card">
            <dt>{stat.label}</dt>
            <dd className="figure">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
