import { contentRoute } from "#web/shell/contentRoute.tsx";
import { makeLoader } from "#web/shell/routeLoader.server.ts";
import { headMeta } from "#web/shared/sanity/live.ts";
import { innerPageHead } from "#web/features/seo/pageHead.server.ts";
import type { ContentFetcher, Queries } from "#content/config.ts";

export const load = (fetch: ContentFetcher, q: Queries) =>
  fetch(q.legalPageQuery, { slug: "privacy-policy" });

export const loader = makeLoader(load, (content) => innerPageHead(content));

const route = contentRoute(load, () =>
  import("#web/features/legal/LegalDocument.tsx").then((m) => m.LegalDocument),
);

export const { clientLoader, handle } = route;
export const meta = headMeta;
export default route.Page;
