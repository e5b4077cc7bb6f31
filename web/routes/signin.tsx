import { contentRoute } from "~/app/contentRoute";
import { makeLoader } from "~/app/routeLoader.server";
import { headMeta } from "~/shared/content/live";
import { accountPageHead } from "~/features/seo/pageHead.server";
import type { ContentFetcher, Queries } from "@content/config";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.signInPageQuery);

export const loader = makeLoader(load, accountPageHead);

const route = contentRoute(load, () => import("~/features/auth/SignInForm").then((m) => m.SignInForm));

export const { clientLoader, handle } = route;
export const meta = headMeta;
export default route.Page;
