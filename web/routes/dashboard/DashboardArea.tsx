import type { ReactNode } from "react";
import { TrialFromAddress } from "#web/features/agents/TrialFromAddress.tsx";
import { useCustomerForReads } from "#web/features/dashboard/data/customer.ts";
import { DashboardShell } from "#web/features/dashboard/shell/DashboardShell.tsx";
import { NotificationsButton } from "#web/features/dashboard/shell/NotificationsButton.tsx";
import { RequireAuth } from "#web/shared/auth/RequireAuth.tsx";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";

/** What each area's page component is given: the texts of `dashboardPage`. */
export type DashboardAreaProps = { content: DashboardPageQueryResult };

/**
 * Every area of the client area is prerendered as the guard's loading screen; in the browser
 * the guard decides who sees it, a trial the address carries starts first, then the area shows
 * in the shell (navigation, heading). The area's reads (its route's loader) wait for the
 * signed-in customer, which this tells them: they call nothing while the guard shows.
 */
export function DashboardArea({
  content,
  ...area
}: DashboardAreaProps & {
  title: ReactNode;
  description?: string | null;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useCustomerForReads();
  return (
    <RequireAuth>
      <TrialFromAddress texts={content?.trialTexts}>
        <DashboardShell
          navigation={content?.navigation}
          notifications={<NotificationsButton content={content ?? undefined} />}
          {...area}
        />
      </TrialFromAddress>
    </RequireAuth>
  );
}
