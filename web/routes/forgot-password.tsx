import type { Route } from "./+types/forgot-password";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { deferred } from "~/shared/ui/deferred";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(null, "Reset Password", siteNameFrom(matches));
}

const ResetPasswordForm = deferred(() =>
  import("~/features/auth/ResetPasswordForm").then((m) => m.ResetPasswordForm),
);

export default function ForgotPassword() {
  return <ResetPasswordForm />;
}
