import type { Route } from "./+types/signup";
import { accountPageHead } from "~/features/seo/pageHead.server";
import { makeLoader } from "~/app/routeLoader.server";
import type { ContentFetcher } from "@content/config";
import { headMeta, livePageContent } from "~/shared/content/live";
import type { Queries } from "@content/config";
import { makeClientLoader } from "~/shared/navigation/clientLoader";
import { lazyPart } from "~/shared/ui/lazyPart";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.signUpPageQuery);

export const loader = makeLoader(load, accountPageHead);

const SignUpForm = lazyPart(() => import("~/features/auth/SignUpForm").then((m) => m.SignUpForm));

export const { clientLoader, handle } = makeClientLoader({
  live: livePageContent(load),
  code: () => [SignUpForm],
});

export const meta = headMeta;

export default function SignUp({ loaderData }: Route.ComponentProps) {
  return <SignUpForm content={loaderData.content} />;
}
