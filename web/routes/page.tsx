import { data } from "react-router";
import type { Route } from "./+types/page";
import { pageHead } from "~/features/seo/pageHead.server";
import { builtPageHead } from "~/pages/builtPageHead.server";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { headMeta, livePage } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/liveFetch";
import { pageSlugOf, parentSlugsOf } from "~/shared/paths";
import { deferred } from "~/shared/ui/deferred";

// A page built in the Studio, at its slug (web/sitePages.ts gives each its own route; the home
// page is the one at "/"). One removed after the build: live content finds none, and the
// not-found page's content shows.
export const load = async (fetch: ContentFetcher, q: Queries, slug: string) => {
  const content = await fetch(q.pageQuery, { slug, parents: parentSlugsOf(slug) });
  return { ...content, notFound: content.page ? null : await fetch(q.notFoundPageQuery) };
};

const slugOf = (request: Request) => pageSlugOf(new URL(request.url).pathname);

export const loader = async ({ request }: Route.LoaderArgs) => {
  const content = await load(fetchContent, queries, slugOf(request));
  if (!content.page) throw data(null, { status: 404 });
  const head = await pageHead({ request, ...builtPageHead(content.page, content.parents) });
  return { content, head };
};

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  livePage(serverLoader, (fetch, q) => load(fetch, q, slugOf(request)));
clientLoader.hydrate = true as const;

export const meta = headMeta;

const BuiltPage = deferred(() => import("~/pages/BuiltPage").then((m) => m.BuiltPage));

const NotFoundContent = deferred(
  () => import("~/features/not-found/NotFoundContent").then((m) => m.NotFoundContent),
  { when: async () => {} },
);

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  const { page, parents, notFound } = loaderData.content;
  if (!page) return <NotFoundContent content={notFound} />;
  return <BuiltPage page={page} parents={parents} />;
}
