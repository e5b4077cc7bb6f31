import { data, redirect } from "react-router";
import { normalPath } from "#content/documentPaths.ts";
import type { Route } from "./+types/redirect";
import { fetchContent } from "#web/shared/content/fetch.server.ts";
import { contentSlugsQuery } from "#content/queries.ts";
import { PREFETCH_PARAM } from "#web/shared/navigation/prefetchParam.ts";
import { redirectStatus } from "#content/sitePages.ts";

// The old address of a redirect (a `redirect` document): web/routeTable.ts gives each redirect
// the build keeps a route here. Prerendered, its data file holds the redirect, so a link
// inside the site that leads here lands on the destination. A request for the address itself
// never reaches a page: the host answers it with its own redirect (firebase.json).
export async function loader({ url }: Route.LoaderArgs) {
  const from = normalPath(url.pathname);
  const { redirects } = await fetchContent(contentSlugsQuery);
  const found = redirects.find((candidate) => candidate.from === from);
  if (!found?.to) throw data(null, { status: 404 });
  return redirect(found.to, redirectStatus(found));
}

// A prefetch of the old address (a link to it hovered) must not follow the redirect: React
// Router would navigate there. The click does.
export const clientLoader = ({ url, serverLoader }: Route.ClientLoaderArgs) =>
  url.searchParams.has(PREFETCH_PARAM) ? null : serverLoader();

export default function Redirect() {
  return null;
}
