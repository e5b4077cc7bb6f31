import type { Route } from "./+types/not-found";
import { pageLoader } from "~/features/seo/pageHead.server";
import type { ContentFetcher } from "~/shared/content/config";
import { headMeta, pageClientLoader } from "~/shared/content/live";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.notFoundPageQuery);

export const loader = pageLoader(load, (content) => ({
  seo: content?.seo,
  pageTitle: content?.title,
  noIndex: true,
}));

export const clientLoader = pageClientLoader(load);

export const meta = headMeta;

const NotFoundContent = deferred(() =>
  import("~/features/not-found/NotFoundContent").then((m) => m.NotFoundContent),
);

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundContent content={loaderData.content} />;
}
