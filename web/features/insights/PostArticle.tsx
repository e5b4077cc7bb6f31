import { Link } from "react-router";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import type { ComponentProps } from "react";
import type { InsightsLabels, PostContent } from "#content/contentTypes.ts";
import { imageSource } from "#web/shared/sanity/image.ts";
import { postListPath } from "#content/postLists.ts";
import { BelowTheFold } from "#web/shared/ui/BelowTheFold.tsx";
import { PageBanner } from "#web/shared/ui/PageBanner.tsx";
import { insightsCrumbs } from "#web/shared/ui/crumbs.ts";
import { formatDate } from "#web/shared/ui/format.ts";
import { AuthorCard } from "./AuthorCard";
import { PostBody } from "./PostBody";
import { PostCard } from "./PostCard";
import { PostNav } from "./PostNav";
import { ShareLinks } from "./ShareLinks";
import { TableOfContents } from "./TableOfContents";
import { postHeadings, readingMinutes, relatedPosts } from "./postBody";

/** Ids the post page gives its own parts: no heading of the body may take one. */
const PAGE_IDS = ["main", "post-toc-title", "post-share-title", "post-authors-title", "post-related-title"];

const COVER = { width: 1120, height: 560 };
const COVER_SIZES = "(min-width: 1200px) 1120px, calc(100vw - 2rem)";
// A 375 px phone draws the cover 343 px wide: 360 to 1080 px serve its pixel densities (1 to 3),
// each at most 5 % wider than it needs; 1120 to 2240 px a desktop's.
const COVER_WIDTHS = [360, 540, 720, 1080, 1120, 1680, 2240];

type PostArticleProps = {
  post: PostContent;
  labels: InsightsLabels;
  /** Absolute, for the share links. */
  url: string;
  blocks?: ComponentProps<typeof PostBody>["blocks"];
};

export function PostArticle({ post, labels, url, blocks }: PostArticleProps) {
  const { formats } = useMessages();
  const title = post.title || post.slug || "";
  const headings = postHeadings(post.body, PAGE_IDS);
  const authors = (post.authors ?? []).filter((author) => author?.name);
  const categories = (post.categories ?? []).filter((category) => category?.title && category.slug);
  const related = relatedPosts(post.sameCategory, post.newest);
  const date = formatDate(post.publishedAt, formats);
  const language = post.language ?? undefined;
  // The page's one image in the first screen (below the banner, in view from a phone 720 px
  // tall up), and its largest paint on a desktop: it loads first, not lazily.
  const cover = imageSource(post.coverImage, COVER.width, COVER.height, {
    sizes: COVER_SIZES,
    widths: COVER_WIDTHS,
    priority: true,
  });
  return (
    <>
      <PageBanner title={title} crumbs={insightsCrumbs(labels?.title, language, { label: title })}>
        {categories.length ? (
          <ul className="post-categories">
            {categories.map((category) => (
              <li key={category._id}>
                <Link to={postListPath({ kind: "category", slug: category.slug!, language })}>
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {post.excerpt ? <p className="page-banner__intro">{post.excerpt}</p> : null}
        <p className="post-meta">
          {authors.length ? (
            <span>
              {labels?.byLabel}{" "}
              {authors.map((author, index) => (
                <span key={author._id}>
                  {index ? ", " : null}
                  {author.slug ? (
                    <Link to={postListPath({ kind: "author", slug: author.slug, language })}>
                      {author.name}
                    </Link>
                  ) : (
                    author.name
                  )}
                </span>
              ))}
            </span>
          ) : null}
          {date ? <time dateTime={post.publishedAt ?? undefined}>{date}</time> : null}
          <span>
            {readingMinutes(post.words)} {labels?.readingTimeLabel}
          </span>
        </p>
      </PageBanner>
      <BelowTheFold>
        <div className="section post-page">
          <div className="container">
            {cover ? <img className="post-cover" {...cover} alt={post.coverImage?.alt ?? ""} /> : null}
            <div className={headings.length ? "post-layout" : "post-layout post-layout--single"}>
              <TableOfContents headings={headings} title={labels?.contentsLabel} />
              <article className="post-article" aria-label={title}>
                <PostBody body={post.body} headings={headings} blocks={blocks} />
                <ShareLinks url={url} title={title} labels={labels} />
              </article>
            </div>
            {authors.length ? (
              <section className="post-authors" aria-labelledby="post-authors-title">
                <h2 id="post-authors-title">{labels?.aboutAuthorLabel}</h2>
                {authors.map((author) => (
                  <AuthorCard key={author._id} author={author} postsLabel={labels?.authorPostsLabel} />
                ))}
              </section>
            ) : null}
            <PostNav older={post.older} newer={post.newer} labels={labels} />
            {related.length ? (
              <section className="post-related" aria-labelledby="post-related-title">
                <h2 id="post-related-title">{labels?.relatedLabel}</h2>
                <ul className="post-grid">
                  {related.map((relatedPost) => (
                    <li key={relatedPost._id}>
                      <PostCard post={relatedPost} labels={labels} headingLevel={3} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      </BelowTheFold>
    </>
  );
}
