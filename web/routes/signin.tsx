import type { Route } from "./+types/signin";
import { pageHead } from "~/features/seo/pageHead.server";
import { headMeta } from "~/shared/content/live";
import { deferred } from "~/shared/ui/deferred";

export const loader = async ({ request }: Route.LoaderArgs) => ({
  head: await pageHead({ request, pageTitle: "Sign In", noIndex: true }),
});

export const meta = headMeta;

const SignInForm = deferred(() => import("~/features/auth/SignInForm").then((m) => m.SignInForm));

export default function SignIn() {
  return <SignInForm />;
}
