import { TrialFromAddress } from "#web/features/agents/TrialFromAddress.tsx";
import { DashboardHome } from "#web/features/dashboard/DashboardHome.tsx";
import { RequireAuth } from "#web/shared/auth/RequireAuth.tsx";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";

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
