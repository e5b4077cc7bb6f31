import type { Route } from "./+types/not-found";
import { pageHead } from "~/features/seo/pageHead.server";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { livePage } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.notFoundPageQuery);

export const loader = async ({ request }: Route.LoaderArgs) => {
  const content = await load(fetchContent, queries);
  return {
    content,
    head: await pageHead({ request, seo: content?.seo, pageTitle: content?.title, noIndex: true }),
  };
};

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => livePage(serverLoader, load);
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

const NotFoundContent = deferred(() =>
  import("~/features/not-found/NotFoundContent").then((m) => m.NotFoundContent),
);

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundContent content={loaderData.content} />;
}
