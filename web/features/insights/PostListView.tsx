import type { PostListContent } from "#content/contentTypes.ts";
import type { PostListPage } from "#content/postLists.ts";
import { BelowTheFold } from "#web/shared/ui/BelowTheFold.tsx";
import { PageBanner } from "#web/shared/ui/PageBanner.tsx";
import { AuthorCard } from "./AuthorCard";
import { PostList } from "./PostList";
import { postListHeading } from "./postListPage";

export function PostListView({ content, list }: { content: PostListContent; list: PostListPage }) {
  const heading = postListHeading(content, list);
  const author = list.kind === "author" ? content.author : null;
  return (
    <>
      <PageBanner title={heading.title} crumbs={heading.crumbs} eyebrow={heading.eyebrow}>
        {heading.pageLabel ? <p className="post-list__page">{heading.pageLabel}</p> : null}
        {heading.text && !author ? <p>{heading.text}</p> : null}
      </PageBanner>
      <BelowTheFold>
        {author && (author.role || author.bio || author.photo || author.links?.length) ? (
          <div className="container post-list__author">
            <AuthorCard author={{ ...author, name: null }} />
          </div>
        ) : null}
        <PostList posts={content.posts} total={content.total} list={list} labels={content.labels} />
      </BelowTheFold>
    </>
  );
}
