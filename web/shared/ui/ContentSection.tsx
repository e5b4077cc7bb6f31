import type { ReactNode } from "react";
import type { SectionHeading } from "#content/sanity.types.ts";

type ContentSectionProps = {
  /** The section's id (an in-page anchor); its heading's id is `<id>-title`. */
  id: string;
  /** The section's CMS heading (eyebrow, h2, intro), which names the section. */
  heading: SectionHeading | null | undefined;
  muted?: boolean;
  children: ReactNode;
};

/** A page section: full-width band, centred container, the CMS heading, then its content. */
export function ContentSection({ id, heading, muted, children }: ContentSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      className={muted ? "section section--muted" : "section"}
      aria-labelledby={heading?.title ? titleId : undefined}
    >
      <div className="container">
        {heading?.title ? (
          <div className="section-heading">
            {heading.eyebrow ? <span className="eyebrow">{heading.eyebrow}</span> : null}
            <h2 id={titleId}>{heading.title}</h2>
            {heading.intro ? <p>{heading.intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
