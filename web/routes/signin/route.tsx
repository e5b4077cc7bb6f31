import { contentRoute } from "#web/shell/contentRoute.tsx";
import { makeLoader } from "#web/shell/routeLoader.server.ts";
import { headMeta } from "#web/shared/sanity/live.ts";
import { accountPageHead } from "#web/features/seo/pageHead.server.ts";
import type { ContentFetcher, Queries } from "#content/config.ts";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.signInPageQuery);

export const loader = makeLoader(load, accountPageHead);

const route = contentRoute(load, () => import("#web/features/auth/SignInForm.tsx").then((m) => m.SignInForm));

export const { clientLoader, handle } = route;
export const meta = headMeta;
export default route.Page;
