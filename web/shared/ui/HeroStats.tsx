import type { StatContent } from "#content/contentTypes.ts";

/** A hero's figures: one row of three (compact on a phone), each a large figure over its label. */
export function HeroStats({ stats }: { stats?: StatContent[] | null }) {
  if (!stats?.length) return null;
  return (
    <ul className="hero-stats">
      {stats.map((stat) => (
        <li key={stat._key}>
          <span className="hero-stats__value figure">{stat.value}</span>
          <span className="hero-stats__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
