import type { Route } from "./+types/pricing";
import { pageHead } from "~/features/seo/pageHead.server";
import { pageCrumbs } from "~/shared/ui/crumbs";
import { pricingJsonLd } from "~/features/seo/offerJsonLd";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { livePage } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.pricingPageQuery);

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
      structuredData: ({ siteUrl }) => [pricingJsonLd(content, content.page?.title, siteUrl)],
    }),
  };
};

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => livePage(serverLoader, load);
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

const PricingPage = deferred(() => import("~/pages/PricingPage").then((m) => m.PricingPage));

export default function PricingRoute({ loaderData }: Route.ComponentProps) {
  return <PricingPage content={loaderData.content} />;
}
