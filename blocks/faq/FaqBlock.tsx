import { ContentSection } from "#web/shared/ui/ContentSection.tsx";
import { RichText } from "#web/shared/ui/RichText.tsx";
import type { BlockProps } from "#blocks/types.ts";
import { faqEntries, faqJsonLd, scriptJson } from "./faqItems";

/**
 * Questions that open to their answers (native <details>: no script needed, keyboard ready),
 * and the same questions as schema.org FAQPage data for search engines.
 */
export default function FaqBlock({ block, id }: BlockProps<"faq">) {
  const entries = faqEntries(block.items);
  const heading = block.heading?.title ? block.heading : null;
  if (!heading && !entries.length) return null;
  return (
    <ContentSection id={id} heading={heading}>
      {entries.length ? (
        <>
          <div className="faq">
            {entries.map((entry) => (
              <details key={entry.key} className="faq__item">
                <summary className="faq__question">{entry.question}</summary>
                <div className="faq__answer">
                  <RichText value={entry.answer} />
                </div>
              </details>
            ))}
          </div>
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: scriptJson(faqJsonLd(entries)) }}
          />
        </>
      ) : null}
    </ContentSection>
  );
}
