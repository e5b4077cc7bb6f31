import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { QuickStats } from "~/features/dashboard/QuickStats";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { fetchContent } from "~/shared/content/fetch.server";
import { dashboardPageQuery } from "~/shared/content/queries";

export async function loader() {
  return fetchContent(dashboardPageQuery);
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(null, "Dashboard", siteNameFrom(matches)), { name: "robots", content: "noindex" }];
}

// Placeholder until the accounts issue adds the guard, the greeting and the cards.
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="section">
      <div className="container">
        <h1>Dashboard</h1>
        <p>
          <Link to="/signin">Sign in</Link> to see your dashboard.
        </p>
        <QuickStats content={loaderData} />
      </div>
    </div>
  );
}
