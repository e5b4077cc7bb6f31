import type { Route } from "./+types/signin";
import { accountPageHead } from "~/features/seo/pageHead.server";
import { makeLoader } from "~/app/routeLoader.server";
import type { ContentFetcher } from "@content/config";
import { headMeta, livePageContent } from "~/shared/content/live";
import type { Queries } from "@content/config";
import { makeClientLoader } from "~/shared/navigation/clientLoader";
import { lazyPart } from "~/shared/ui/lazyPart";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.signInPageQuery);

export const loader = makeLoader(load, accountPageHead);

const SignInForm = lazyPart(() => import("~/features/auth/SignInForm").then((m) => m.SignInForm));

export const { clientLoader, handle } = makeClientLoader({
  live: livePageContent(load),
  code: () => [SignInForm],
});

export const meta = headMeta;

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return <SignInForm content={loaderData.content} />;
}
