import type { Route } from "./+types/about-us";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/live-fetch";
import { deferred } from "~/shared/ui/deferred";

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.aboutPageQuery);

export const loader = () => load(fetchContent, queries);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, loaderData?.title, siteNameFrom(matches));
}

const AboutPage = deferred(() => import("~/pages/AboutPage").then((m) => m.AboutPage));

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData} />;
}
