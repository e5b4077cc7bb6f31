import type { Route } from "./+types/signin";
import { pageLoader } from "~/features/seo/pageHead.server";
import type { ContentFetcher } from "~/shared/content/config";
import { headMeta, pageClientLoader } from "~/shared/content/live";
import type { Queries } from "~/shared/content/liveFetch";
import { deferred } from "~/shared/ui/deferred";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.signInPageQuery);

export const loader = pageLoader(load, (content) => ({ pageTitle: content?.pageTitle, noIndex: true }));

export const clientLoader = pageClientLoader(load);

export const meta = headMeta;

const SignInForm = deferred(() => import("~/features/auth/SignInForm").then((m) => m.SignInForm));

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return <SignInForm content={loaderData.content} />;
}
