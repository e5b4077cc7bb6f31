import type { Route } from "./+types/terms-conditions";
import { Gallery } from "~/features/gallery/Gallery";
import { LegalDocument } from "~/features/legal/LegalDocument";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { fetchContent } from "~/shared/content/fetch.server";
import { galleryQuery, legalPageQuery } from "~/shared/content/queries";

export async function loader() {
  const [page, gallery] = await Promise.all([
    fetchContent(legalPageQuery, { slug: "terms-conditions" }),
    fetchContent(galleryQuery),
  ]);
  return { page, gallery };
}

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
