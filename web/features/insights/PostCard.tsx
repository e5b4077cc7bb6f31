import { documentPath } from "#content/documentPaths.ts";
import { Link } from "react-router";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import type { InsightsLabels, PostCardContent } from "#content/contentTypes.ts";
import { imageSource } from "#web/shared/sanity/image.ts";
import { formatDate } from "#web/shared/ui/format.ts";
import { readingMinutes } from "./postBody";

const CARD_IMAGE = { width: 400, height: 225 };
// One column on a phone (343 px wide at 375 px, as a post's cover: PostArticle.tsx), two from 640 px,
// three from 1024 px (at most 360 px each).
const CARD_SIZES = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, calc(100vw - 2rem)";
const CARD_WIDTHS = [360, 540, 720, 1080];

type PostCardProps = {
  post: PostCardContent;
  labels: Pick<NonNullable<InsightsLabels>, "readingTimeLabel"> | null;
  /** The title's heading level: h2 in a list, h3 under a section's heading. */
  headingLevel?: 2 | 3;
  /** The list's first card: the only cover in a phone's first screen, so it loads at once and first. */
  priority?: boolean;
};

export function PostCard({ post, labels, headingLevel = 2, priority = false }: PostCardProps) {
  const { formats } = useMessages();
  const Heading = `h${headingLevel}` as const;
  const cover = imageSource(post.coverImage, CARD_IMAGE.width, CARD_IMAGE.height, {
    sizes: CARD_SIZES,
    widths: CARD_WIDTHS,
    priority,
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
