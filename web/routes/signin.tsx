import type { Route } from "./+types/signin";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { deferred } from "~/shared/ui/deferred";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(null, "Sign In", siteNameFrom(matches));
}

const SignInForm = deferred(() => import("~/features/auth/SignInForm").then((m) => m.SignInForm));

export default function SignIn() {
  return <SignInForm />;
}
