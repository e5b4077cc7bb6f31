import { unlocalizedPath } from "#content/documentPaths.ts";
import { data } from "react-router";
import { loadInsightsAt } from "#web/features/insights/insightsContent.ts";
import type { Route } from "./+types/catch-all";
import { pageHead } from "#web/features/seo/pageHead.server.ts";
import { canonicalUrl } from "#web/features/seo/sitePaths.ts";
import { listNeighbours, postHead, postListHead } from "#web/pages/insightsHead.server.ts";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { fetchContent } from "#web/shared/content/fetch.server.ts";
import { headMeta, livePageContent, type PageData } from "#web/shared/content/live.ts";
import * as queries from "#content/queries.ts";
import { isBlogPath } from "#content/paths.ts";
import { languageOfPath } from "#content/languages.ts";
import { pageCount } from "#content/postLists.ts";
import { makeClientLoader } from "#web/shared/navigation/clientLoader.ts";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";
import { loadNotFound, type AddressContent as Content } from "#web/app/liveAddress.ts";

// Every address the route table does not name one by one (`*`, web/routeTable.ts): the blog's
// pages, and any unknown address, which shows the not-found page.
// - The blog is one route whatever the number of posts: the route table every page loads
//   (React Router's manifest) does not grow with them. An address is a page of a list
//   (/insights, /insights/page/2, a category's, an author's) or a post (/insights/<slug>).
// - The not-found page is prerendered at /404 (and /es/404 in Spanish) and served by the host,
//   in the visitor's language, for every address the build did not write, under /insights too.
//   Being the same route, it hydrates there without a mismatch, whatever the address. With a
//   Sanity project, it then asks the published content what lives there now (a post, an agent,
//   a page published since the build) and shows it, kept out of search engines until the next
//   build writes it: only where the address is in the page's language (liveAddress.ts).

async function blogPage(url: URL): Promise<PageData<Content>> {
  const path = url.pathname;
  const { siteUrl } = readConfig();
  const content = await loadInsightsAt(fetchContent, queries, path, canonicalUrl(path, siteUrl));
  if (content.notFound) throw data(null, { status: 404 });
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
}

// In the language of its address: /404 in English, /es/404 in Spanish (content/sitePages.ts),
// with the root data in the same language; the host serves each to browsers in its language.
async function notFoundPage(url: URL): Promise<PageData<Content>> {
  const content = await loadNotFound(fetchContent, queries, languageOfPath(url.pathname));
  const { notFound } = content;
  return {
    content,
    head: await pageHead({ url, seo: notFound?.seo, pageTitle: notFound?.title, noIndex: true }),
  };
}

export const loader = ({ url }: Route.LoaderArgs) =>
  isBlogPath(unlocalizedPath(url.pathname)) ? blogPage(url) : notFoundPage(url);

// Each loads its code only when the address shows it: a post never loads the not-found page's.
const InsightsPage = lazyPart(() => import("#web/pages/InsightsPage.tsx").then((m) => m.InsightsPage));
const NotFoundContent = lazyPart(() =>
  import("#web/features/not-found/NotFoundContent.tsx").then((m) => m.NotFoundContent),
);
const PublishedPage = lazyPart(() => import("#web/pages/PublishedPage.tsx").then((m) => m.PublishedPage));

// A link to an address the build did not write finds no data there: the client loader then loads
// it as a document, the host's 404.html. With live content, the code that asks what lives at an
// address is fetched then, never in a visitor's first load.
const liveAddress = livePageContent<Content>((fetch, q, { url, prerendered }) =>
  import("#web/app/liveAddress.ts").then((m) =>
    m.liveAddressContent(fetch, q, prerendered.content, url.href),
  ),
);

export const { clientLoader, handle } = makeClientLoader({
  // A page published since the build has a head of its own (the build's is the not-found page's):
  // the page's, as its meta, the language switcher and the offer read it.
  live: async (prerendered: PageData<Content>, url: URL) => {
    const data = await liveAddress(prerendered, url);
    return "head" in data.content ? { ...data, head: data.content.head } : data;
  },
  code: ({ content }) => [
    content.notFound ? NotFoundContent : "published" in content ? PublishedPage : InsightsPage,
  ],
});

export const meta = headMeta;

export default function CatchAllRoute({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  if (content.notFound) return <NotFoundContent content={content.notFound} />;
  if ("published" in content) return <PublishedPage found={content.published} />;
  return <InsightsPage content={content} />;
}
