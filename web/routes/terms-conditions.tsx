import type { Route } from "./+types/terms-conditions";
import { Gallery } from "~/features/gallery/Gallery";
import { LegalDocument } from "~/features/legal/LegalDocument";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import { galleryQuery, legalPageQuery } from "~/shared/content/queries";

const load = async (fetch: ContentFetcher) => {
  const [page, gallery] = await Promise.all([
    fetch(legalPageQuery, { slug: "terms-conditions" }),
    fetch(galleryQuery),
  ]);
  return { page, gallery };
};

export const loader = () => load(fetchContent);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.page?.seo, loaderData?.page?.title, siteNameFrom(matches));
}

export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LegalDocument page={loaderData.page} />
      <Gallery content={loaderData.gallery} />
    </>
  );
}
