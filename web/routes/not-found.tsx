import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/features/not-found/NotFoundContent";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { fetchContent } from "~/shared/content/fetch.server";
import { notFoundPageQuery } from "~/shared/content/queries";

export async function loader() {
  return fetchContent(notFoundPageQuery);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta(loaderData?.seo, loaderData?.title, siteNameFrom(matches)),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundContent content={loaderData} />;
}
