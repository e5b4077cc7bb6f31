import { documentPath } from "#content/documentPaths.ts";
import { Link } from "react-router";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import type { InsightsLabels, PostCardContent } from "#content/contentTypes.ts";
import { imageSource } from "#web/shared/content/image.ts";
import { formatDate } from "#web/shared/ui/format.ts";
import { readingMinutes } from "./postBody";

const CARD_IMAGE = { width: 400, height: 225 };
const CARD_SIZES = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw";

type PostCardProps = {
  post: PostCardContent;
  labels: Pick<NonNullable<InsightsLabels>, "readingTimeLabel"> | null;
  /** The title's heading level: h2 in a list, h3 under a section's heading. */
  headingLevel?: 2 | 3;
  /** The first cards of a list are in view at once: their images load first (one is the page's LCP on a phone). */
  eager?: boolean;
};

/** A post in a list: cover, categories, title (the link to the post), excerpt, date and reading time. */
export function PostCard({ post, labels, headingLevel = 2, eager = false }: PostCardProps) {
  const { formats } = useMessages();
  const Heading = `h${headingLevel}` as const;
  const cover = imageSource(post.coverImage, CARD_IMAGE.width, CARD_IMAGE.height, {
    sizes: CARD_SIZES,
    priority: eager,
  });
  const date = formatDate(post.publishedAt, formats);
  const categories = (post.categories ?? []).filter((category) => category?.title);
  return (
    // Listed posts are found by search on their own pages, not on every list that shows them.
    <article className="post-card" data-pagefind-ignore="">
      {cover ? <img className="post-card__image" {...cover} alt={post.coverImage?.alt ?? ""} /> : null}
      <div className="post-card__body">
        {categories.length ? (
          <p className="post-card__categories">{categories.map((category) => category.title).join(" · ")}</p>
        ) : null}
        <Heading className="post-card__title">
          <Link to={documentPath("post", post.slug, post.language)}>{post.title || post.slug}</Link>
        </Heading>
        {post.excerpt ? <p className="post-card__excerpt">{post.excerpt}</p> : null}
        <p className="post-card__meta">
          {date ? <time dateTime={post.publishedAt ?? undefined}>{date}</time> : null}
          {date ? " · " : null}
          {readingMinutes(post.words)} {labels?.readingTimeLabel}
        </p>
      </div>
    </article>
  );
}
