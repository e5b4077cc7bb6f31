import type { Route } from "./+types/forgot-password";
import { accountPageHead, pageLoader } from "~/features/seo/pageHead.server";
import type { ContentFetcher } from "@content/config";
import { headMeta, livePageContent } from "~/shared/content/live";
import type { Queries } from "~/shared/content/liveFetch";
import { routeLoader } from "~/shared/navigation/routeLoader";
import { deferred } from "~/shared/ui/deferred";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.resetPasswordPageQuery);

export const loader = pageLoader(load, accountPageHead);

const ResetPasswordForm = deferred(() =>
  import("~/features/auth/ResetPasswordForm").then((m) => m.ResetPasswordForm),
);

export const { clientLoader, handle } = routeLoader({
  refresh: livePageContent(load),
  code: () => [ResetPasswordForm],
});

export const meta = headMeta;

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  return <ResetPasswordForm content={loaderData.content} />;
}
