import type { Route } from "./+types/privacy-policy";
import { LegalDocument } from "~/features/legal/LegalDocument";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import { legalPageQuery } from "~/shared/content/queries";

const load = (fetch: ContentFetcher) => fetch(legalPageQuery, { slug: "privacy-policy" });

export const loader = () => load(fetchContent);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, loaderData?.title, siteNameFrom(matches));
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData} />;
}
