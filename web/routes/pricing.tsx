import type { Route } from "./+types/pricing";
import { innerPageHead, pageLoader } from "~/features/seo/pageHead.server";
import { pricingJsonLd } from "~/features/seo/offerJsonLd";
import type { ContentFetcher } from "~/shared/content/config";
import { headMeta, pageClientLoader } from "~/shared/content/live";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.pricingPageQuery);

export const loader = pageLoader(load, (content) => ({
  ...innerPageHead(content.page),
  structuredData: ({ siteUrl }) => [pricingJsonLd(content, content.page?.title, siteUrl)],
}));

export const clientLoader = pageClientLoader(load);

export const meta = headMeta;

const PricingPage = deferred(() => import("~/pages/PricingPage").then((m) => m.PricingPage));

export default function PricingRoute({ loaderData }: Route.ComponentProps) {
  return <PricingPage content={loaderData.content} />;
}
