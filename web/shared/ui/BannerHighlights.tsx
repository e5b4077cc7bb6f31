import type { StatContent } from "#content/contentTypes.ts";

/** A page banner's figures under its intro ("24 hours" / "Response Time"). */
export function BannerHighlights({ highlights }: { highlights: readonly StatContent[] | null | undefined }) {
  if (!highlights?.length) return null;
  return (
    <dl className="banner-highlights">
      {highlights.map((item) => (
        <div key={item._key}>
          <dt>{item.label}</dt>
          <dd className="figure">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
