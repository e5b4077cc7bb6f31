import type { Route } from "./+types/home";
import { pageHead } from "~/features/seo/pageHead.server";
import { organizationJsonLd, webSiteJsonLd } from "~/features/seo/siteJsonLd";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import type { Queries } from "~/shared/content/liveFetch";
import { livePage } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import { deferred } from "~/shared/ui/deferred";

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.homePageQuery);

export const loader = async ({ request }: Route.LoaderArgs) => {
  const content = await load(fetchContent, queries);
  return {
    content,
    head: await pageHead({
      request,
      seo: content.page?.seo,
      pageTitle: content.page?.hero?.headline,
      pageText: content.page?.hero?.text,
      structuredData: ({ settings, siteUrl }) => [
        organizationJsonLd(settings, siteUrl),
        webSiteJsonLd(settings?.siteName, siteUrl),
      ],
    }),
  };
};

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => livePage(serverLoader, load);
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

const HomePage = deferred(() => import("~/pages/HomePage").then((m) => m.HomePage));

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.content} />;
}
