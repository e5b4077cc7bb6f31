import type { ContactPageContent } from "~/shared/content/contentTypes";

type Highlights = ContactPageContent["highlights"];

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
