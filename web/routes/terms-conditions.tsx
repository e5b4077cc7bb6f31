import { contentRoute } from "~/app/contentRoute";
import { makeLoader } from "~/app/routeLoader.server";
import { headMeta } from "~/shared/content/live";
import { innerPageHead } from "~/features/seo/pageHead.server";
import type { ContentFetcher, Queries } from "@content/config";

export const load = async (fetch: ContentFetcher, q: Queries) => {
  const [page, gallery] = await Promise.all([
    fetch(q.legalPageQuery, { slug: "terms-conditions" }),
    fetch(q.galleryQuery),
  ]);
  return { page, gallery };
};

export const loader = makeLoader(load, (content) => innerPageHead(content.page));

const route = contentRoute(load, () => import("~/pages/TermsPage").then((m) => m.TermsPage));

export const { clientLoader, handle } = route;
export const meta = headMeta;
export default route.Page;
