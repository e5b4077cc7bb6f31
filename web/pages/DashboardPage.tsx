import { TrialFromAddress } from "~/features/agents/TrialFromAddress";
import { DashboardHome } from "~/features/dashboard/DashboardHome";
import { RequireAuth } from "~/shared/auth/RequireAuth";
import type { DashboardPageQueryResult } from "@content/sanity.types";

// Prerendered as the guard's loading screen; the browser decides who sees the dashboard.
export function DashboardPage({ content: loaderData }: { content: DashboardPageQueryResult }) {
  return (
    <RequireAuth>
      <TrialFromAddress texts={loaderData?.trialTexts}>
        <DashboardHome content={loaderData} />
      </TrialFromAddress>
    </RequireAuth>
  );
}
