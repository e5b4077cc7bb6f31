import { data } from "react-router";
import type { Route } from "./+types/insights";
import { pageHead } from "~/features/seo/pageHead.server";
import { canonicalUrl } from "~/features/seo/sitePaths";
import { listNeighbours, postHead, postListHead } from "~/pages/insightsHead.server";
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

// Every page of the blog, one route (`insights/*`, web/sitePages.ts): the route table the
// browser loads stays the same size whatever the number of posts. An address is a page of a
// list (/insights, /insights/page/2, a category's, an author's) or a post (/insights/<slug>).
// The build reads which from the address and keeps it in the page's data, where live content
// finds it again: the browser needs none of that code. A list or post gone from the content
// after the build shows the not-found page's content.

/** A page of a post list. */
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

/** A post; `url` is its absolute address, for the share links. */
export const loadPost = async (fetch: ContentFetcher, q: Queries, slug: string, url: string) => {
  const content = await fetch(q.postPageQuery, { slug });
  return {
    list: null,
    post: { ...content, slug, url },
    notFound: content.post ? null : await fetch(q.notFoundPageQuery),
  };
};

type Content = Awaited<ReturnType<typeof loadList>> | Awaited<ReturnType<typeof loadPost>>;

/** The same page's content again, from another source (live content). */
const reload = (fetch: ContentFetcher, q: Queries, { list, post }: Content) =>
  list ? loadList(fetch, q, list.list, list.params) : loadPost(fetch, q, post!.slug, post!.url);

export const loader = async ({ request }: Route.LoaderArgs) => {
  const path = new URL(request.url).pathname;
  const { siteUrl } = readConfig();
  const list = parsePostListPath(path);
  const content: Content = list
    ? await loadList(fetchContent, queries, list, postListParams(list))
    : await loadPost(
        fetchContent,
        queries,
        decodeURIComponent(path.split("/").filter(Boolean).at(-1) ?? ""),
        canonicalUrl(path, siteUrl),
      );
  if (content.notFound) throw data(null, { status: 404 });
  if (content.list) {
    const head = await pageHead({ request, ...postListHead(content.list, content.list.list) });
    const indexed = !content.list.labels?.seo?.noIndex;
    const pages = pageCount(content.list.total);
    return {
      content,
      head: [...head, ...(indexed ? listNeighbours(content.list.list, pages, siteUrl) : [])],
    };
  }
  const { post, labels } = content.post!;
  return { content, head: await pageHead({ request, ...postHead(post!, labels) }) };
};

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  livePage<Content>(serverLoader, async (fetch, q) => reload(fetch, q, (await serverLoader()).content));
clientLoader.hydrate = true as const;

export const meta = headMeta;

const InsightsPage = deferred(() => import("~/pages/InsightsPage").then((m) => m.InsightsPage));
const NotFoundContent = deferred(
  () => import("~/features/not-found/NotFoundContent").then((m) => m.NotFoundContent),
  { when: async () => {} },
);

export default function InsightsRoute({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  if (content.notFound) return <NotFoundContent content={content.notFound} />;
  return <InsightsPage content={content} />;
}
