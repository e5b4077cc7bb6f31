import { data } from "react-router";
import { loadList, loadPost, type InsightsContent as Content } from "~/features/insights/insightsContent";
import type { Route } from "./+types/insights";
import { pageHead } from "~/features/seo/pageHead.server";
import { canonicalUrl } from "~/features/seo/sitePaths";
import { listNeighbours, postHead, postListHead } from "~/pages/insightsHead.server";
import { readConfig } from "~/shared/config/environment.server";
import { fetchContent } from "~/shared/content/fetch.server";
import { headMeta, livePage } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import { pageCount, parsePostListPath, postListParams } from "~/shared/postLists";
import { deferred } from "~/shared/ui/deferred";

// Every page of the blog, one route (`insights/*`, web/sitePages.ts): the route table the
// browser loads stays the same size whatever the number of posts. An address is a page of a
// list (/insights, /insights/page/2, a category's, an author's) or a post (/insights/<slug>).
// The build reads which from the address and keeps it in the page's data, where live content
// finds it again: the browser needs none of that code until live content asks for it. A list or post gone from the content
// after the build shows the not-found page's content.

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

// Live content only: the loaders' code is fetched then, never in a visitor's first load.
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  livePage<Content>(serverLoader, async (fetch, q) => {
    const [{ reloadInsights }, { content }] = await Promise.all([
      import("~/features/insights/insightsContent"),
      serverLoader(),
    ]);
    return reloadInsights(fetch, q, content);
  });
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
