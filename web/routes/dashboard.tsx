import type { Route } from "./+types/dashboard";
import { DashboardHome } from "~/features/dashboard/DashboardHome";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { RequireAuth } from "~/shared/auth/RequireAuth";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import { dashboardPageQuery } from "~/shared/content/queries";

const load = (fetch: ContentFetcher) => fetch(dashboardPageQuery);

export const loader = () => load(fetchContent);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(null, "Dashboard", siteNameFrom(matches)), { name: "robots", content: "noindex" }];
}

// Prerendered as the guard's loading screen; the browser decides who sees the dashboard.
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <RequireAuth>
      <DashboardHome content={loaderData} />
    </RequireAuth>
  );
}
