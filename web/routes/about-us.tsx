import type { Route } from "./+types/about-us";
import { pageLoader } from "~/features/seo/pageHead.server";
import { pageCrumbs } from "~/shared/ui/crumbs";
import type { ContentFetcher } from "~/shared/content/config";
import { headMeta, pageClientLoader } from "~/shared/content/live";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.aboutPageQuery);

export const loader = pageLoader(load, (content) => ({
  seo: content?.seo,
  pageTitle: content?.title,
  pageText: content?.intro,
  crumbs: pageCrumbs(content?.title ?? ""),
}));

export const clientLoader = pageClientLoader(load);

export const meta = headMeta;

const AboutPage = deferred(() => import("~/pages/AboutPage").then((m) => m.AboutPage));

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData.content} />;
}
