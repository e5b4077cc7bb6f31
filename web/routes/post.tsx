import { data } from "react-router";
import type { Route } from "./+types/post";
import { pageHead } from "~/features/seo/pageHead.server";
import { canonicalUrl } from "~/features/seo/sitePaths";
import { postHead } from "~/pages/insightsHead.server";
import { readConfig } from "~/shared/config/environment.server";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { headMeta, livePage } from "~/shared/content/live";
import type { Queries } from "~/shared/content/liveFetch";
import * as queries from "~/shared/content/queries";
import { deferred } from "~/shared/ui/deferred";

// A post, at /insights/<slug> (its own route: web/sitePages.ts). `url` is its absolute address,
// for the share links. A post removed after the build shows the not-found page's content.
export const load = async (fetch: ContentFetcher, q: Queries, slug: string, url: string) => {
  const content = await fetch(q.postPageQuery, { slug });
  return { ...content, url, notFound: content.post ? null : await fetch(q.notFoundPageQuery) };
};

const slugOf = (request: Request) =>
  decodeURIComponent(new URL(request.url).pathname.split("/").filter(Boolean).at(-1) ?? "");

export const loader = async ({ request }: Route.LoaderArgs) => {
  const url = canonicalUrl(new URL(request.url).pathname, readConfig().siteUrl);
  const content = await load(fetchContent, queries, slugOf(request), url);
  if (!content.post) throw data(null, { status: 404 });
  const head = await pageHead({ request, ...postHead(content.post, content.labels) });
  return { content, head };
};

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  livePage(serverLoader, async (fetch, q) => {
    const { content } = await serverLoader();
    return load(fetch, q, slugOf(request), content.url);
  });
clientLoader.hydrate = true as const;

export const meta = headMeta;

const PostPage = deferred(() => import("~/pages/PostPage").then((m) => m.PostPage));
const NotFoundContent = deferred(
  () => import("~/features/not-found/NotFoundContent").then((m) => m.NotFoundContent),
  { when: async () => {} },
);

export default function PostRoute({ loaderData }: Route.ComponentProps) {
  const { post, labels, url, notFound } = loaderData.content;
  if (!post) return <NotFoundContent content={notFound} />;
  return <PostPage post={post} labels={labels} url={url} />;
}
