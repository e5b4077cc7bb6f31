import { contentRoute } from "~/app/contentRoute";
import { makeLoader } from "~/app/routeLoader.server";
import { headMeta } from "~/shared/content/live";
import { accountPageHead } from "~/features/seo/pageHead.server";
import type { ContentFetcher, Queries } from "@content/config";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.resetPasswordPageQuery);

export const loader = makeLoader(load, accountPageHead);

const route = contentRoute(load, () =>
  import("~/features/auth/ResetPasswordForm").then((m) => m.ResetPasswordForm),
);

export const { clientLoader, handle } = route;
export const meta = headMeta;
export default route.Page;
