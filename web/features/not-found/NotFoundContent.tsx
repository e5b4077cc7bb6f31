import { ArrowRight, SearchX } from "lucide-react";
import { Link } from "react-router";
import type { NotFoundPageQueryResult } from "#content/sanity.types.ts";
import { paths } from "#content/paths.ts";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";

export function NotFoundContent({ content }: { content: NotFoundPageQueryResult }) {
  const localized = useLocalizedPath();
  return (
    <div className="section not-found">
      <div className="container not-found__inner">
        <span className="not-found__icon">
          <SearchX size={40} aria-hidden="true" focusable="false" />
        </span>
        <h1>{content?.title}</h1>
        {content?.text ? <p className="not-found__text">{content.text}</p> : null}
        <div className="not-found__actions">
          <CtaLink href={content?.homeCta?.href} variant="primary">
            {content?.homeCta?.label}
          </CtaLink>
          <CtaLink href={content?.helpCta?.href} variant="outline">
            {content?.helpCta?.label}
          </CtaLink>
        </div>
        {content?.helpTitle || content?.helpText ? (
          <aside className="card not-found__help" aria-labelledby="not-found-help-title">
            <h2 id="not-found-help-title">{content?.helpTitle}</h2>
            {content?.helpText ? <p>{content.helpText}</p> : null}
            {content?.helpLinkLabel ? (
              <Link to={localized(paths.contact)} className="not-found__help-link">
                {content.helpLinkLabel}
                <ArrowRight size={18} aria-hidden="true" focusable="false" />
              </Link>
            ) : null}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
