import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import type { LegalPageQueryResult } from "#content/sanity.types.ts";
import { LinkMark } from "#web/shared/ui/RichText.tsx";
import { formatMonthYear } from "#web/shared/ui/format.ts";
import { PageBanner } from "#web/shared/ui/PageBanner.tsx";
import { pageCrumbs } from "#web/shared/ui/crumbs.ts";
import { fillTokens, PLACEHOLDER_MARK, sectionLinks } from "./legalBody";
import { BelowTheFold } from "#web/shared/ui/BelowTheFold.tsx";

function components(sectionIds: Map<string, string>): PortableTextComponents {
  return {
    block: {
      h2: ({ value, children }) => <h2 id={sectionIds.get(value._key ?? "")}>{children}</h2>,
    },
    marks: {
      link: LinkMark,
      [PLACEHOLDER_MARK]: ({ children }) => <mark className="legal-placeholder">{children}</mark>,
    },
  };
}

export function LegalDocument({ content: page }: { content: LegalPageQueryResult }) {
  const { formats } = useMessages();
  const title = page?.title ?? "";
  const body = fillTokens(page?.body ?? [], {
    jurisdiction: page?.jurisdiction ?? null,
    noticeDays: page?.noticeDays ?? null,
  });
  const sections = sectionLinks(body);
  const updated = formatMonthYear(page?.lastUpdated, formats);
  return (
    <>
      <PageBanner title={title} crumbs={pageCrumbs(title)} />
      <BelowTheFold>
        <div className="section">
          <article className="container legal" aria-label={title}>
            {updated ? (
              <p className="legal-updated">
                {page?.lastUpdatedLabel} <time dateTime={page?.lastUpdated ?? undefined}>{updated}</time>
              </p>
            ) : null}
            {page?.intro ? <p className="legal-intro">{page.intro}</p> : null}
            {sections.length > 1 ? (
              <nav
                className="legal-toc"
                aria-labelledby={page?.contentsLabel ? "legal-toc-title" : undefined}
              >
                <p id="legal-toc-title" className="legal-toc__title">
                  {page?.contentsLabel}
                </p>
                <ol>
                  {sections.map((section) => (
                    <li key={section.key}>
                      <a href={`#${section.id}`}>{section.title}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <PortableText
              value={body}
              components={components(new Map(sections.map((section) => [section.key, section.id])))}
            />
          </article>
        </div>
      </BelowTheFold>
    </>
  );
}
