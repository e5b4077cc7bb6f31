import type { Route } from "./+types/route";
import { loadInsightsAt, type InsightsContent } from "#web/features/insights/insightsContent.ts";
import { nothingHere } from "#web/routes/not-found/notFound.server.ts";
import { pageHead } from "#web/features/seo/pageHead.server.ts";
import { canonicalUrl } from "#web/features/seo/sitePaths.ts";
import { listNeighbours, postHead, postListHead } from "#web/routes/insights/insightsHead.server.ts";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import { headMeta, livePageContent, type PageData } from "#web/shared/sanity/live.ts";
import * as queries from "#content/queries.ts";
import { pageCount } from "#content/postLists.ts";
import { makeClientLoader } from "#web/shared/navigation/clientLoader.ts";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";

// The blog: a page of a list (/insights, /insights/page/2, a category's, an author's) or a post
// (/insights/<slug>). One route whatever the number of posts.
export const loader = async ({ url }: Route.LoaderArgs): Promise<PageData<InsightsContent>> => {
  const path = url.pathname;
  const { siteUrl } = readConfig();
  const content = await loadInsightsAt(fetchContent, queries, path, canonicalUrl(path, siteUrl));
  if (content.notFound) return nothingHere(url);
  if (content.list) {
    const head = await pageHead({ url, ...postListHead(content.list, content.list.list) });
    const indexed = !content.list.labels?.seo?.noIndex;
    const pages = pageCount(content.list.total);
    return {
      content,
      head: [...head, ...(indexed ? listNeighbours(content.list.list, pages) : [])],
    };
  }
  const { post, labels } = content.post!;
  return { content, head: await pageHead({ url, ...postHead(post!, labels) }) };
};

const InsightsPage = lazyPart(() =>
  import("#web/routes/insights/InsightsPage.tsx").then((m) => m.InsightsPage),
);
// A post removed after the build: live content finds none, and the not-found page's texts show.
const NotFoundContent = lazyPart(() =>
  import("#web/features/not-found/NotFoundContent.tsx").then((m) => m.NotFoundContent),
);

export const { clientLoader, handle } = makeClientLoader({
  // The blog's content code loads for live content only.
  live: livePageContent<InsightsContent>(async (fetch, q, { prerendered }) => {
    const { reloadInsights } = await import("#web/features/insights/insightsContent.ts");
    return reloadInsights(fetch, q, prerendered.content);
  }),
  code: ({ content }) => [content.notFound ? NotFoundContent : InsightsPage],
});

export const meta = headMeta;

export default function InsightsRoute({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  if (content.notFound) return <NotFoundContent content={content.notFound} />;
  return <InsightsPage content={content} />;
}
