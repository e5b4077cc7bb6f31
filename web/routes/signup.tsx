import type { Route } from "./+types/signup";
import { pageHead } from "~/features/seo/pageHead.server";
import { headMeta } from "~/shared/content/live";
import { deferred } from "~/shared/ui/deferred";

export const loader = async ({ request }: Route.LoaderArgs) => ({
  head: await pageHead({ request, pageTitle: "Create Account", noIndex: true }),
});

export const meta = headMeta;

const SignUpForm = deferred(() => import("~/features/auth/SignUpForm").then((m) => m.SignUpForm));

export default function SignUp() {
  return <SignUpForm />;
}
