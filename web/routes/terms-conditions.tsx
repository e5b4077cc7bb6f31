import type { Route } from "./+types/terms-conditions";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/live-fetch";
import { deferred } from "~/shared/ui/deferred";

const load = async (fetch: ContentFetcher, q: Queries) => {
  const [page, gallery] = await Promise.all([
    fetch(q.legalPageQuery, { slug: "terms-conditions" }),
    fetch(q.galleryQuery),
  ]);
  return { page, gallery };
};

export const loader = () => load(fetchContent, queries);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.page?.seo, loaderData?.page?.title, siteNameFrom(matches));
}

const TermsPage = deferred(() => import("~/pages/TermsPage").then((m) => m.TermsPage));

export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  return <TermsPage content={loaderData} />;
}
