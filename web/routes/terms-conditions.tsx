import type { Route } from "./+types/terms-conditions";
import { innerPageHead } from "~/features/seo/pageHead.server";
import { makeLoader } from "~/app/routeLoader.server";
import type { ContentFetcher } from "@content/config";
import { headMeta, livePageContent } from "~/shared/content/live";
import type { Queries } from "@content/config";
import { makeClientLoader } from "~/shared/navigation/clientLoader";
import { lazyPart } from "~/shared/ui/lazyPart";

export const load = async (fetch: ContentFetcher, q: Queries) => {
  const [page, gallery] = await Promise.all([
    fetch(q.legalPageQuery, { slug: "terms-conditions" }),
    fetch(q.galleryQuery),
  ]);
  return { page, gallery };
};

export const loader = makeLoader(load, (content) => innerPageHead(content.page));

const TermsPage = lazyPart(() => import("~/pages/TermsPage").then((m) => m.TermsPage));

export const { clientLoader, handle } = makeClientLoader({
  live: livePageContent(load),
  code: () => [TermsPage],
});

export const meta = headMeta;

export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  return <TermsPage content={loaderData.content} />;
}
