import type { RunFilters, RunStatus } from "#web/shared/api/backend.ts";

// Every status of the contract's, or the types fail: a new one is a choice of the filter too.
const STATUS_CHOICES: Record<RunStatus, true> = {
  queued: true,
  running: true,
  succeeded: true,
  failed: true,
  stopped: true,
};

/** A run's statuses, in the order the status filter lists them. */
export const RUN_STATUSES = Object.keys(STATUS_CHOICES) as readonly RunStatus[];

/** The filters' names in the address (`?status=failed&workflow=wf-3&agent=content-creator`). */
export const FILTER_NAMES = ["status", "workflow", "agent"] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The filters chosen, by their names in the address; "" for any. */
export type ChosenFilters = Record<FilterName, string>;

export const NO_FILTERS: ChosenFilters = { status: "", workflow: "", agent: "" };

/** What each filter may be: the agents' slugs, and the workflows' ids once they have loaded (null before). */
export type FilterChoices = { agents: readonly string[]; workflows: readonly string[] | null };

/**
 * The address's filters that the site knows, and the names of those it ignores (an old link, a
 * typo). A workflow is taken as it is until the customer's workflows are known.
 */
export function readFilters(
  params: URLSearchParams,
  choices: FilterChoices,
): { chosen: ChosenFilters; ignored: FilterName[] } {
  const allowed: Record<FilterName, readonly string[] | null> = {
    status: RUN_STATUSES,
    workflow: choices.workflows,
    agent: choices.agents,
  };
  const chosen = { ...NO_FILTERS };
  const ignored: FilterName[] = [];
  for (const name of FILTER_NAMES) {
    const value = params.get(name) ?? "";
    const known = allowed[name];
    if (value && known && !known.includes(value)) ignored.push(name);
    else chosen[name] = value;
  }
  return { chosen, ignored };
}

/** The address's query for these filters ("?status=failed"), the empty ones left out; "" for none. */
export function filtersSearch(chosen: ChosenFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (chosen[name]) params.set(name, chosen[name]);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/runs's query for these filters. */
export const backendFilters = (chosen: ChosenFilters): RunFilters => ({
  status: (chosen.status || undefined) as RunStatus | undefined,
  workflow_id: chosen.workflow || undefined,
  agent_slug: chosen.agent || undefined,
});

export const hasFilters = (chosen: ChosenFilters) => FILTER_NAMES.some((name) => chosen[name]);
