import type { Route } from "./+types/contact";
import { pageLoader } from "~/features/seo/pageHead.server";
import { pageCrumbs } from "~/shared/ui/crumbs";
import type { ContentFetcher } from "~/shared/content/config";
import { headMeta, pageClientLoader } from "~/shared/content/live";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.contactPageQuery);

export const loader = pageLoader(load, (content) => ({
  seo: content?.seo,
  pageTitle: content?.title,
  pageText: content?.heroText,
  crumbs: pageCrumbs(content?.title ?? ""),
}));

export const clientLoader = pageClientLoader(load);

export const meta = headMeta;

const ContactPage = deferred(() => import("~/pages/ContactPage").then((m) => m.ContactPage));

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage content={loaderData.content} />;
}
