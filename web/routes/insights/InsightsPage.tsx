import { PostListView } from "#web/features/insights/PostListView.tsx";
import type { PostListContent } from "#content/contentTypes.ts";
import type { PostListPage, PostListParams } from "#content/postLists.ts";
import { PostPage } from "./PostPage";

type InsightsContent = {
  list: (PostListContent & { list: PostListPage; params: PostListParams }) | null;
  post:
    | (Omit<Parameters<typeof PostPage>[0], "post"> & { post: Parameters<typeof PostPage>[0]["post"] | null })
    | null;
};

/**
 * A page of the blog: a page of a post list, or a post. One lazy part for both keeps the
 * blog's route module, in every blog page's first load, as small as it can be.
 */
export function InsightsPage({ content }: { content: InsightsContent }) {
  if (content.list) return <PostListView content={content.list} list={content.list.list} />;
  if (content.post?.post)
    return <PostPage post={content.post.post} labels={content.post.labels} url={content.post.url} />;
  return null;
}
