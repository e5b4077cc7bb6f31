import type { SectionHeading } from "~/shared/content/sanity.types";

type SectionHeaderProps = { heading: SectionHeading | null | undefined; id: string };

/** A section's CMS heading (eyebrow, h2, intro); `id` goes on the h2 for aria-labelledby. */
export function SectionHeader({ heading, id }: SectionHeaderProps) {
  if (!heading?.title) return null;
  return (
    <div className="section-heading">
      {heading.eyebrow ? <span className="eyebrow">{heading.eyebrow}</span> : null}
      <h2 id={id}>{heading.title}</h2>
      {heading.intro ? <p>{heading.intro}</p> : null}
    </div>
  );
}
