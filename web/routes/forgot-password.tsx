import type { Route } from "./+types/forgot-password";
import { ResetPasswordForm } from "~/features/auth/ResetPasswordForm";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(null, "Reset Password", siteNameFrom(matches));
}

export default function ForgotPassword() {
  return <ResetPasswordForm />;
}
