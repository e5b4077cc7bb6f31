import { Link } from "react-router";
import type { InsightsLabels, PostCardContent } from "#content/contentTypes.ts";
import { pageCount, postListPath, type PostListPage } from "#content/postLists.ts";
import { PostCard } from "./PostCard";
import { pageOf } from "./pageOf";

type PostListProps = {
  posts: readonly PostCardContent[];
  total: number;
  list: PostListPage;
  labels: InsightsLabels;
};

export function PostList({ posts, total, list, labels }: PostListProps) {
  const pages = pageCount(total);
  const { page } = list;
  return (
    <div className="section">
      <div className="container">
        {posts.length ? (
          <ul className="post-grid">
            {posts.map((post, index) => (
              <li key={post._id}>
                <PostCard post={post} labels={labels} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="post-list__empty">{labels?.emptyText}</p>
        )}
        {pages > 1 ? (
          <nav className="pagination" aria-label={labels?.paginationLabel ?? undefined}>
            {page > 1 ? (
              <Link className="pagination__newer" to={postListPath(list, page - 1)} rel="prev">
                {labels?.newerLabel}
              </Link>
            ) : null}
            <p className="pagination__status">{pageOf(labels, page, pages)}</p>
            {page < pages ? (
              <Link className="pagination__older" to={postListPath(list, page + 1)} rel="next">
                {labels?.olderLabel}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </div>
  );
}
