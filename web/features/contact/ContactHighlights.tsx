import type { ContactPageQueryResult } from "~/shared/content/sanity.types";

type Highlights = NonNullable<ContactPageQueryResult>["highlights"];

/** The hero's figures: response time, free consultation, satisfaction. */
export function ContactHighlights({ highlights }: { highlights: Highlights }) {
  if (!highlights?.length) return null;
  return (
    <dl className="contact-highlights">
      {highlights.map((item) => (
        <div key={item._key}>
          <dt>{item.label}</dt>
          <dd className="figure">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
