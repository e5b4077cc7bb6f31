// The Runs area's addresses (docs/client-area.md). A run's id is in the query, not the path:
// every route is prerendered, so one page serves every run.
const RUNS_PATH = "/dashboard/runs";
const RUN_PATH = "/dashboard/run";

/** The runs list, with the address's filters (`search`: "?status=failed", or ""). */
export const runsPath = (search = "") => `${RUNS_PATH}${search}`;

/** A run's page. */
export const runPath = (id: string) => `${RUN_PATH}?${new URLSearchParams({ id })}`;
