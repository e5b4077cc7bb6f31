import { fetchIn, type ContentFetcher } from "#content/config.ts";
import { languageOfPath } from "#content/languages.ts";
import type { Queries } from "#content/config.ts";
import {
  parsePostListPath,
  postListParams,
  type PostListPage,
  type PostListParams,
} from "#content/postLists.ts";

// The blog's content, by page: the build reads it with the bundled dataset or the project, and
// live content again in the browser, which loads this module only then (routes/insights/route.tsx).

export const loadList = async (
  fetch: ContentFetcher,
  q: Queries,
  list: PostListPage,
  params: PostListParams,
) => {
  const content = await fetch(q.postListQuery, params);
  const found =
    (list.kind !== "category" || content.category) &&
    (list.kind !== "author" || content.author) &&
    (params.start === 0 || content.posts.length > 0);
  return {
    list: { ...content, list, params },
    post: null,
    notFound: found ? null : await fetch(q.notFoundPageQuery),
  };
};

/** `url`: its absolute address, for the share links. */
export const loadPost = async (fetch: ContentFetcher, q: Queries, slug: string, url: string) => {
  const content = await fetch(q.postPageQuery, { slug });
  return {
    list: null,
    post: { ...content, slug, url },
    notFound: content.post ? null : await fetch(q.notFoundPageQuery),
  };
};

/** A page of a list, else the post whose slug ends the address. */
export function loadInsightsAt(fetch: ContentFetcher, q: Queries, path: string, url: string) {
  const inItsLanguage = fetchIn(fetch, languageOfPath(path));
  const list = parsePostListPath(path);
  if (list) return loadList(inItsLanguage, q, list, postListParams(list));
  return loadPost(inItsLanguage, q, decodeURIComponent(path.split("/").filter(Boolean).at(-1) ?? ""), url);
}

export type InsightsContent = Awaited<ReturnType<typeof loadList>> | Awaited<ReturnType<typeof loadPost>>;

/** The same page's content again, from another source. */
export const reloadInsights = (fetch: ContentFetcher, q: Queries, { list, post }: InsightsContent) =>
  list ? loadList(fetch, q, list.list, list.params) : loadPost(fetch, q, post!.slug, post!.url);
