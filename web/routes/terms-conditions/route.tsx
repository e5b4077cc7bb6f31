import { contentRoute } from "#web/shell/contentRoute.tsx";
import { makeLoader } from "#web/shell/routeLoader.server.ts";
import { headMeta } from "#web/shared/sanity/live.ts";
import { innerPageHead } from "#web/features/seo/pageHead.server.ts";
import type { ContentFetcher, Queries } from "#content/config.ts";

export const load = async (fetch: ContentFetcher, q: Queries) => {
  const [page, gallery] = await Promise.all([
    fetch(q.legalPageQuery, { slug: "terms-conditions" }),
    fetch(q.galleryQuery),
  ]);
  return { page, gallery };
};

export const loader = makeLoader(load, (content) => innerPageHead(content.page));

const route = contentRoute(load, () =>
  import("#web/routes/terms-conditions/TermsPage.tsx").then((m) => m.TermsPage),
);

export const { clientLoader, handle } = route;
export const meta = headMeta;
export default route.Page;
