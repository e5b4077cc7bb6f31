import type { Route } from "./+types/home";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import type { Queries } from "~/shared/content/live-fetch";
import { liveOrPrerendered } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import { deferred } from "~/shared/ui/deferred";

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.homePageQuery);

export const loader = () => load(fetchContent, queries);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.page?.seo, loaderData?.page?.hero?.headline, siteNameFrom(matches));
}

const HomePage = deferred(() => import("~/pages/HomePage").then((m) => m.HomePage));

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData} />;
}
