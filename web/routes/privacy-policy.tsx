import type { Route } from "./+types/privacy-policy";
import { innerPageHead } from "~/features/seo/pageHead.server";
import { makeLoader } from "~/app/routeLoader.server";
import type { ContentFetcher } from "@content/config";
import { headMeta, livePageContent } from "~/shared/content/live";
import type { Queries } from "@content/config";
import { makeClientLoader } from "~/shared/navigation/clientLoader";
import { lazyPart } from "~/shared/ui/lazyPart";

export const load = (fetch: ContentFetcher, q: Queries) =>
  fetch(q.legalPageQuery, { slug: "privacy-policy" });

export const loader = makeLoader(load, (content) => innerPageHead(content));

const LegalDocument = lazyPart(() => import("~/features/legal/LegalDocument").then((m) => m.LegalDocument));

export const { clientLoader, handle } = makeClientLoader({
  live: livePageContent(load),
  code: () => [LegalDocument],
});

export const meta = headMeta;

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData.content} />;
}
