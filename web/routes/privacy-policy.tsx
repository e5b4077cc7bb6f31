import type { Route } from "./+types/privacy-policy";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import * as queries from "~/shared/content/queries";
import type { Queries } from "~/shared/content/live-fetch";
import { deferred } from "~/shared/ui/deferred";

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.legalPageQuery, { slug: "privacy-policy" });

export const loader = () => load(fetchContent, queries);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, loaderData?.title, siteNameFrom(matches));
}

const LegalDocument = deferred(() => import("~/features/legal/LegalDocument").then((m) => m.LegalDocument));

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData} />;
}
