import { contentRoute } from "#web/shell/contentRoute.tsx";
import { makeLoader } from "#web/shell/routeLoader.server.ts";
import { headMeta } from "#web/shared/sanity/live.ts";
import { accountPageHead } from "#web/features/seo/pageHead.server.ts";
import type { ContentFetcher, Queries } from "#content/config.ts";

export const load = (fetch: ContentFetcher, q: Queries) => fetch(q.signUpPageQuery);

export const loader = makeLoader(load, accountPageHead);

const route = contentRoute(load, () => import("#web/features/auth/SignUpForm.tsx").then((m) => m.SignUpForm));

export const { clientLoader, handle } = route;
export const meta = headMeta;
export default route.Page;
