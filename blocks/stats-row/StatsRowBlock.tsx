import { ContentSection } from "#web/shared/ui/ContentSection.tsx";
import type { BlockProps } from "#blocks/types.ts";

/** A row of figures, each a large value over its label, under an optional section heading. */
export default function StatsRowBlock({ block, id }: BlockProps<"statsRow">) {
  const stats = (block.stats ?? []).filter((stat) => stat?.value || stat?.label);
  const heading = block.heading?.title ? block.heading : null;
  if (!heading && !stats.length) return null;
  return (
    <ContentSection id={id} heading={heading}>
      {stats.length ? (
        <dl className="stats-row">
          {stats.map((stat) => (
            <div key={stat._key} className="stats-row__stat">
              <dt className="stats-row__label">{stat.label}</dt>
              <dd className="stats-row__value figure">{stat.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </ContentSection>
  );
}
