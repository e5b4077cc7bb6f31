import type { Route } from "./+types/signup";
import { SignUpForm } from "~/features/auth/SignUpForm";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(null, "Create Account", siteNameFrom(matches));
}

export default function SignUp() {
  return <SignUpForm />;
}
