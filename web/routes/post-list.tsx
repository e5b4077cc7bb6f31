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
import { pageCount, pageSlice, parsePostListPath, type PostListPage } from "~/shared/postLists";
import { deferred } from "~/shared/ui/deferred";

// Every page of the blog's lists (/insights, /insights/page/2, a category's, an author's) has
// its own route (web/sitePages.ts) to this module; its address says which list and page it is.
// A list gone from the content after the build (a category or author removed, a page past the
// last) shows the not-found page's content.
export const load = async (fetch: ContentFetcher, q: Queries, list: PostListPage) => {
  const content = await fetch(q.postListQuery, {
    ...pageSlice(list.page),
    category: list.kind === "category" ? list.slug : null,
    author: list.kind === "author" ? list.slug : null,
  });
  const found =
    (list.kind !== "category" || content.category) &&
    (list.kind !== "author" || content.author) &&
    list.page <= pageCount(content.total);
  return { ...content, list, notFound: found ? null : await fetch(q.notFoundPageQuery) };
};

const listOf = (request: Request) => parsePostListPath(new URL(request.url).pathname);

export const loader = async ({ request }: Route.LoaderArgs) => {
  const list = listOf(request);
  const content = list ? await load(fetchContent, queries, list) : null;
  if (!list || !content || content.notFound) throw data(null, { status: 404 });
  const head = await pageHead({ request, ...postListHead(content, list) });
  const indexed = !content.labels?.seo?.noIndex;
  const neighbours = indexed ? listNeighbours(list, pageCount(content.total), readConfig().siteUrl) : [];
  return { content, head: [...head, ...neighbours] };
};

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  livePage(serverLoader, async (fetch, q) => {
    const list = listOf(request);
    return list ? load(fetch, q, list) : (await serverLoader()).content;
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
