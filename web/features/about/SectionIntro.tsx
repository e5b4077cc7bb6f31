import type { SectionHeading } from "~/shared/content/sanity.types";

/** A CMS section heading (eyebrow, title, intro); `id` names the section for aria-labelledby. */
export function SectionIntro({ heading, id }: { heading: SectionHeading | null; id: string }) {
  return (
    <div className="section-heading">
      {heading?.eyebrow ? <p className="eyebrow">{heading.eyebrow}</p> : null}
      <h2 id={id}>{heading?.title}</h2>
      {heading?.intro ? <p>{heading.intro}</p> : null}
    </div>
  );
}
