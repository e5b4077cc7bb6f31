import { documentPath } from "#content/documentPaths.ts";
import { Link } from "react-router";
import type { InsightsLabels, PostLinkContent } from "#content/contentTypes.ts";

type PostNavProps = {
  /** The next older post. */
  older: PostLinkContent | null;
  /** The next newer post. */
  newer: PostLinkContent | null;
  labels: InsightsLabels;
};

export function PostNav({ older, newer, labels }: PostNavProps) {
  if (!older?.slug && !newer?.slug) return null;
  const label = [labels?.previousLabel, labels?.nextLabel].filter(Boolean).join(" / ");
  return (
    <nav className="post-nav" aria-label={label || undefined}>
      {older?.slug ? (
        <Link
          className="post-nav__link post-nav__link--previous"
          to={documentPath("post", older.slug, older.language)}
          rel="prev"
        >
          <span className="post-nav__label">{labels?.previousLabel}</span>
          <span className="post-nav__title">{older.title || older.slug}</span>
        </Link>
      ) : null}
      {newer?.slug ? (
        <Link
          className="post-nav__link post-nav__link--next"
          to={documentPath("post", newer.slug, newer.language)}
          rel="next"
        >
          <span className="post-nav__label">{labels?.nextLabel}</span>
          <span className="post-nav__title">{newer.title || newer.slug}</span>
        </Link>
      ) : null}
    </nav>
  );
}
