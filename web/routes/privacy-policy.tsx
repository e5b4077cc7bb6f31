import { contentRoute } from "~/app/contentRoute";
import { makeLoader } from "~/app/routeLoader.server";
import { headMeta } from "~/shared/content/live";
import { innerPageHead } from "~/features/seo/pageHead.server";
import type { ContentFetcher, Queries } from "@content/config";

export const load = (fetch: ContentFetcher, q: Queries) =>
  fetch(q.legalPageQuery, { slug: "privacy-policy" });

export const loader = makeLoader(load, (content) => innerPageHead(content));

const route = contentRoute(load, () => import("~/features/legal/LegalDocument").then((m) => m.LegalDocument));

export const { clientLoader, handle } = route;
export const meta = headMeta;
export default route.Page;
