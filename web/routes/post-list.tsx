import { data } from "react-router";
import type { Route } from "./+types/post-list";
import { pageHead } from "~/features/seo/pageHead.server";
import { listNeighbours, postListHead } from "~/pages/insightsHead.server";
import { readConfig } from "~/shared/config/environment.server";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { headMeta, livePage } from "~/shared/content/live";
import type { Queries } from "~/shared/content/liveFetch";
import * as queries from "~/shared/content/queries";
import {
  pageCount,
  parsePostListPath,
  postListParams,
  type PostListPage,
  type PostListParams,
} from "~/shared/postLists";
import { deferred } from "~/shared/ui/deferred";

// Every page of the blog's lists (/insights, /insights/page/2, a category's, an author's) has
// its own route (web/sitePages.ts) to this module; its address says which list and page it is.
// A list gone from the content after the build (a category or author removed, a page past the
// last) shows the not-found page's content.
// The build reads the list from the address (`parsePostListPath`) and keeps it in the page's
// data, where live content finds it again: the browser needs none of that code.
export const load = async (fetch: ContentFetcher, q: Queries, list: PostListPage, params: PostListParams) => {
  const content = await fetch(q.postListQuery, params);
  const found =
    (list.kind !== "category" || content.category) &&
    (list.kind !== "author" || content.author) &&
    (params.start === 0 || content.posts.length > 0);
  return { ...content, list, params, notFound: found ? null : await fetch(q.notFoundPageQuery) };
};

export const loader = async ({ request }: Route.LoaderArgs) => {
  const list = parsePostListPath(new URL(request.url).pathname);
  const content = list ? await load(fetchContent, queries, list, postListParams(list)) : null;
  if (!list || !content || content.notFound) throw data(null, { status: 404 });
  const head = await pageHead({ request, ...postListHead(content, list) });
  const indexed = !content.labels?.seo?.noIndex;
  const neighbours = indexed ? listNeighbours(list, pageCount(content.total), readConfig().siteUrl) : [];
  return { content, head: [...head, ...neighbours] };
};

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  livePage(serverLoader, async (fetch, q) => {
    const { list, params } = (await serverLoader()).content;
    return load(fetch, q, list, params);
  });
clientLoader.hydrate = true as const;

export const meta = headMeta;

const PostListView = deferred(() => import("~/features/insights/PostListView").then((m) => m.PostListView));
const NotFoundContent = deferred(
  () => import("~/features/not-found/NotFoundContent").then((m) => m.NotFoundContent),
  { when: async () => {} },
);

export default function PostListRoute({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  if (content.notFound) return <NotFoundContent content={content.notFound} />;
  return <PostListView content={content} list={content.list} />;
}
