import type { Route } from "./+types/forgot-password";
import { accountPageHead } from "~/features/seo/pageHead.server";
import { makeLoader } from "~/app/routeLoader.server";
import type { ContentFetcher } from "@content/config";
import { headMeta, livePageContent } from "~/shared/content/live";
import type { Queries } from "@content/config";
import { makeClientLoader } from "~/shared/navigation/clientLoader";
import { lazyPart } from "~/shared/ui/lazyPart";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.resetPasswordPageQuery);

export const loader = makeLoader(load, accountPageHead);

const ResetPasswordForm = lazyPart(() =>
  import("~/features/auth/ResetPasswordForm").then((m) => m.ResetPasswordForm),
);

export const { clientLoader, handle } = makeClientLoader({
  live: livePageContent(load),
  code: () => [ResetPasswordForm],
});

export const meta = headMeta;

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  return <ResetPasswordForm content={loaderData.content} />;
}
