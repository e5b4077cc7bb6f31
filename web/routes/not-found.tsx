import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/features/not-found/NotFoundContent";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import { notFoundPageQuery } from "~/shared/content/queries";

const load = (fetch: ContentFetcher) => fetch(notFoundPageQuery);

export const loader = () => load(fetchContent);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta(loaderData?.seo, loaderData?.title, siteNameFrom(matches)),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundContent content={loaderData} />;
}
