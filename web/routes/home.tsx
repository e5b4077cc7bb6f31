import type { Route } from "./+types/home";
import { pageLoader } from "~/features/seo/pageHead.server";
import { organizationJsonLd, webSiteJsonLd } from "~/features/seo/siteJsonLd";
import type { ContentFetcher } from "~/shared/content/config";
import type { Queries } from "~/shared/content/liveFetch";
import { headMeta, pageClientLoader } from "~/shared/content/live";
import { deferred } from "~/shared/ui/deferred";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.homePageQuery);

export const loader = pageLoader(load, (content) => ({
  seo: content.page?.seo,
  pageTitle: content.page?.hero?.headline,
  pageText: content.page?.hero?.text,
  structuredData: ({ settings, siteUrl }) => [
    organizationJsonLd(settings, siteUrl),
    webSiteJsonLd(settings?.siteName, siteUrl),
  ],
}));

export const clientLoader = pageClientLoader(load);

export const meta = headMeta;

const HomePage = deferred(() => import("~/pages/HomePage").then((m) => m.HomePage));

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.content} />;
}
