import type { Route } from "./+types/contact";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/live-fetch";
import { deferred } from "~/shared/ui/deferred";

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.contactPageQuery);

export const loader = () => load(fetchContent, queries);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, loaderData?.title, siteNameFrom(matches));
}

const ContactPage = deferred(() => import("~/pages/ContactPage").then((m) => m.ContactPage));

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage content={loaderData} />;
}
