import type { Route } from "./+types/about-us";
import { pageHead } from "~/features/seo/pageHead.server";
import { pageCrumbs } from "~/shared/ui/crumbs";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { livePage } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.aboutPageQuery);

export const loader = async ({ request }: Route.LoaderArgs) => {
  const content = await load(fetchContent, queries);
  return {
    content,
    head: await pageHead({
      request,
      seo: content?.seo,
      pageTitle: content?.title,
      pageText: content?.intro,
      crumbs: pageCrumbs(content?.title ?? ""),
    }),
  };
};

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => livePage(serverLoader, load);
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

const AboutPage = deferred(() => import("~/pages/AboutPage").then((m) => m.AboutPage));

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData.content} />;
}
