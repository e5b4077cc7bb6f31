import type { Route } from "./+types/privacy-policy";
import { LegalDocument } from "~/features/legal/LegalDocument";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { fetchContent } from "~/shared/content/fetch.server";
import { legalPageQuery } from "~/shared/content/queries";

export async function loader() {
  return fetchContent(legalPageQuery, { slug: "privacy-policy" });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, loaderData?.title, siteNameFrom(matches));
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData} />;
}
