import { paths } from "#content/paths.ts";

/** The runs list, with the address's filters (`search`: "?status=failed", or ""). */
export const runsPath = (search = "") => `${paths.dashboardRuns}${search}`;

/** A run's page. Its id is in the query (docs/client-area.md): one prerendered page serves every run. */
export const runPath = (id: string) => `${paths.dashboardRun}?${new URLSearchParams({ id })}`;
