import type { Route } from "./+types/forgot-password";
import { pageHead } from "~/features/seo/pageHead.server";
import { headMeta } from "~/shared/content/live";
import { deferred } from "~/shared/ui/deferred";

export const loader = async ({ request }: Route.LoaderArgs) => ({
  head: await pageHead({ request, pageTitle: "Reset Password", noIndex: true }),
});

export const meta = headMeta;

const ResetPasswordForm = deferred(() =>
  import("~/features/auth/ResetPasswordForm").then((m) => m.ResetPasswordForm),
);

export default function ForgotPassword() {
  return <ResetPasswordForm />;
}
