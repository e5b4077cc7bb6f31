import type { Route } from "./+types/privacy-policy";
import { innerPageHead, pageLoader } from "~/features/seo/pageHead.server";
import type { ContentFetcher } from "~/shared/content/config";
import { headMeta, livePageContent } from "~/shared/content/live";
import type { Queries } from "~/shared/content/liveFetch";
import { routeLoader } from "~/shared/navigation/routeLoader";
import { deferred } from "~/shared/ui/deferred";

export const load = (fetch: ContentFetcher, q: Queries) =>
  fetch(q.legalPageQuery, { slug: "privacy-policy" });

export const loader = pageLoader(load, (content) => innerPageHead(content));

const LegalDocument = deferred(() => import("~/features/legal/LegalDocument").then((m) => m.LegalDocument));

const route = routeLoader({ refresh: livePageContent(load), code: () => [LegalDocument] });
export const clientLoader = route.clientLoader;
export const handle = route.handle;

export const meta = headMeta;

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData.content} />;
}
