import type { Route } from "./+types/signin";
import { SignInForm } from "~/features/auth/SignInForm";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(null, "Sign In", siteNameFrom(matches));
}

export default function SignIn() {
  return <SignInForm />;
}
