import { normalPath } from "#content/documentPaths.ts";
import { languageOfPath } from "#content/languages.ts";
import type { Route } from "./+types/route";
import { pageHead } from "#web/features/seo/pageHead.server.ts";
import { builtPageHead } from "#web/routes/page/builtPageHead.server.ts";
import type { ContentFetcher } from "#content/config.ts";
import { fetchIn } from "#content/config.ts";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import { headMeta, livePageContent } from "#web/shared/sanity/live.ts";
import * as queries from "#content/queries.ts";
import type { Queries } from "#content/config.ts";
import { makeClientLoader } from "#web/shared/navigation/clientLoader.ts";
import { nothingHere } from "#web/routes/not-found/notFound.server.ts";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";

// A page built in the Studio, at its slug (the home page at "/"): every address no other route
// takes (web/routes.ts). One removed after the build: live content finds none, and the not-found
// page's content shows.
export const load = async (fetch: ContentFetcher, q: Queries, path: string) => {
  const content = await fetch(q.pageQuery, { path });
  return { ...content, notFound: content.page ? null : await fetch(q.notFoundPageQuery) };
};

export const loader = async ({ url }: Route.LoaderArgs) => {
  const path = normalPath(url.pathname);
  const content = await load(fetchIn(fetchContent, languageOfPath(path)), queries, path);
  if (!content.page) return nothingHere(url);
  const head = await pageHead({
    url,
    ...builtPageHead(content.page, content.parents),
    translations: content.page.translations,
  });
  return { content, head };
};

const BuiltPage = lazyPart(() => import("#web/routes/page/BuiltPage.tsx").then((m) => m.BuiltPage));
const NotFoundContent = lazyPart(() =>
  import("#web/features/not-found/NotFoundContent.tsx").then((m) => m.NotFoundContent),
);
type Content = Awaited<ReturnType<typeof load>>;

// The page's blocks load with it: `Sections` comes with the page's own code.
const blocksOf = (page: NonNullable<Content["page"]>) => ({
  loadCode: () => import("#blocks/Sections.tsx").then((m) => m.loadBlocks(page.sections)),
});

export const { clientLoader, handle } = makeClientLoader({
  // The router's address, which never ends in a slash (the host sends /x/ on to /x): this route
  // module loads before every built page's first paint, so it imports no more than it must.
  live: livePageContent<Content>((fetch, q, { url }) => load(fetch, q, url.pathname)),
  code: ({ content: { page } }) => (page ? [BuiltPage, blocksOf(page)] : [NotFoundContent]),
});

export const meta = headMeta;

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  const { page, parents, notFound } = loaderData.content;
  if (!page) return <NotFoundContent content={notFound} />;
  return <BuiltPage page={page} parents={parents} />;
}
