import type { Route } from "./+types/about-us";
import { innerPageHead, pageLoader } from "~/features/seo/pageHead.server";
import type { ContentFetcher } from "~/shared/content/config";
import { headMeta, pageClientLoader } from "~/shared/content/live";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.aboutPageQuery);

export const loader = pageLoader(load, (content) => innerPageHead(content));

export const clientLoader = pageClientLoader(load);

export const meta = headMeta;

const AboutPage = deferred(() => import("~/pages/AboutPage").then((m) => m.AboutPage));

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData.content} />;
}
