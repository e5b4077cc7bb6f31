import type { Route } from "./+types/terms-conditions";
import { pageHead } from "~/features/seo/pageHead.server";
import { pageCrumbs } from "~/shared/ui/crumbs";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { livePage } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

const load = async (fetch: ContentFetcher, q: Queries) => {
  const [page, gallery] = await Promise.all([
    fetch(q.legalPageQuery, { slug: "terms-conditions" }),
    fetch(q.galleryQuery),
  ]);
  return { page, gallery };
};

export const loader = async ({ request }: Route.LoaderArgs) => {
  const content = await load(fetchContent, queries);
  return {
    content,
    head: await pageHead({
      request,
      seo: content.page?.seo,
      pageTitle: content.page?.title,
      pageText: content.page?.intro,
      crumbs: pageCrumbs(content.page?.title ?? ""),
    }),
  };
};

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => livePage(serverLoader, load);
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

const TermsPage = deferred(() => import("~/pages/TermsPage").then((m) => m.TermsPage));

export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  return <TermsPage content={loaderData.content} />;
}
