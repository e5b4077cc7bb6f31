import type { Route } from "./+types/signup";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { deferred } from "~/shared/ui/deferred";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(null, "Create Account", siteNameFrom(matches));
}

const SignUpForm = deferred(() => import("~/features/auth/SignUpForm").then((m) => m.SignUpForm));

export default function SignUp() {
  return <SignUpForm />;
}
