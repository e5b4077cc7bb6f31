import type { Route } from "./+types/dashboard";
import { DashboardHome } from "~/features/dashboard/DashboardHome";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { RequireAuth } from "~/shared/auth/RequireAuth";
import { fetchContent } from "~/shared/content/fetch.server";
import { dashboardPageQuery } from "~/shared/content/queries";

export async function loader() {
  return fetchContent(dashboardPageQuery);
}

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
