import { Link } from "react-router";
import type { AuthorContent } from "#content/contentTypes.ts";
import { imageSource } from "#web/shared/sanity/image.ts";
import { postListPath } from "#content/postLists.ts";
import { useLanguage } from "#web/shared/i18n/useLanguage.ts";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";

type AuthorCardProps = {
  author: AuthorContent;
  /** The link to the author's page; none on that page itself. */
  postsLabel?: string | null;
  headingLevel?: 2 | 3;
};

export function AuthorCard({ author, postsLabel, headingLevel = 3 }: AuthorCardProps) {
  const Heading = `h${headingLevel}` as const;
  const photo = imageSource(author.photo, 96, 96);
  const links = (author.links ?? []).filter((link) => link.url && link.label);
  // The author's posts in the page's language's blog.
  const language = useLanguage();
  return (
    <div className="author-card">
      {photo ? (
        <img
          className="author-card__photo"
          {...photo}
          alt={author.photo?.alt ?? ""}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="author-card__text">
        {author.name ? <Heading className="author-card__name">{author.name}</Heading> : null}
        {author.role ? <p className="author-card__role">{author.role}</p> : null}
        {author.bio ? <p className="author-card__bio">{author.bio}</p> : null}
        {links.length || (postsLabel && author.slug) ? (
          <ul className="author-card__links">
            {postsLabel && author.slug ? (
              <li>
                <Link to={postListPath({ kind: "author", slug: author.slug, language })}>{postsLabel}</Link>
              </li>
            ) : null}
            {links.map((link) => (
              <li key={link._key}>
                <CtaLink href={link.url}>{link.label}</CtaLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
