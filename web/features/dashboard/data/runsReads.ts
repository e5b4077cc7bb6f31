import { stegaClean } from "@sanity/client/stega";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import type { RunFilters, RunPage } from "#web/shared/api/backend.ts";
import { read, type Read } from "./reads";

/** The agents' slugs the content knows: what the agent filter may be (stega-free, as in the Studio). */
export const agentSlugs = (
  content: DashboardPageQueryResult,
  clean: (slug: string | null) => string | null,
) => (content?.agents ?? []).flatMap((agent) => clean(agent.slug) ?? []);

/**
 * The Runs area (`/dashboard/runs?status=…&workflow=…&agent=…&from=…&to=…&q=…`): the customer's workflows (the
 * workflow filter's choices), and the first page of runs for the address's filters (GET
 * /api/runs), once the workflow the address names has been checked against the customer's; a
 * value the site does not know is left out (the page says so). The filters' code loads with the
 * read (it is the page's): the route's first load carries only this.
 */
export function runsAreaReads(url: URL, { content }: { content: DashboardPageQueryResult }) {
  const workflows = read((client) => client.getWorkflows(), "workflows");
  const runs = read(async (client) => {
    const [{ backendFilters, readFilters }, known] = await Promise.all([
      import("../runs/runFilters"),
      url.searchParams.get("workflow") ? workflows.value.catch(() => null) : null,
    ]);
    const { chosen } = readFilters(url.searchParams, {
      agents: agentSlugs(content, stegaClean),
      workflows: known?.map((workflow) => workflow.id) ?? null,
    });
    return client.listRuns(backendFilters(chosen));
    // Remembered by its filters: the list shows while a refresh reads it again, and stays when that fails.
  }, `runs${url.search}`);
  return { workflows, runs };
}
export type RunsAreaReads = ReturnType<typeof runsAreaReads>;

/**
 * Load more: the runs shown (`shown`, for `filters`) and the next page after them, as one read of
 * the longer list. Started by the button, not by the loader: the address stays the filters.
 */
export const moreRuns = (shown: RunPage, filters: RunFilters): Read<RunPage> =>
  read(async (client) => {
    const next = await client.listRuns({ ...filters, cursor: shown.next_cursor ?? undefined });
    return { runs: [...shown.runs, ...next.runs], next_cursor: next.next_cursor };
  });
