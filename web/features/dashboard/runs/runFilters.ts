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

/**
 * The filters' names in the address
 * (`?status=failed&workflow=wf-3&agent=content-creator&from=2026-11-01&to=2026-11-30&q=zendesk`).
 */
export const FILTER_NAMES = ["status", "workflow", "agent", "from", "to", "q"] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The filters chosen, by their names in the address; "" for any. */
export type ChosenFilters = Record<FilterName, string>;

export const NO_FILTERS: ChosenFilters = { status: "", workflow: "", agent: "", from: "", to: "", q: "" };

/** The longest search GET /api/runs takes (its `q`). */
export const SEARCH_MAX_LENGTH = 200;

/** What each filter may be: the agents' slugs, and the workflows' ids once they have loaded (null before). */
export type FilterChoices = { agents: readonly string[]; workflows: readonly string[] | null };

/** A day as the date inputs and the backend write it (yyyy-mm-dd), and one the calendar has. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The address's filters that the site knows, and the names of those it ignores (an old link, a
 * typo, a date that is not one, a To before the From). A workflow is taken as it is until the
 * customer's workflows are known. The search is trimmed: spaces alone are no search.
 */
export function readFilters(
  params: URLSearchParams,
  choices: FilterChoices,
): { chosen: ChosenFilters; ignored: FilterName[] } {
  const chosen = { ...NO_FILTERS };
  // Whether the site takes the value; null while it cannot tell (the workflows not loaded yet).
  const known: Record<FilterName, (value: string) => boolean | null> = {
    status: (value) => RUN_STATUSES.includes(value as RunStatus),
    workflow: (value) => choices.workflows?.includes(value) ?? null,
    agent: (value) => choices.agents.includes(value),
    from: isDay,
    // Days compare as their text does (yyyy-mm-dd).
    to: (value) => isDay(value) && !(chosen.from && value < chosen.from),
    q: (value) => value.length <= SEARCH_MAX_LENGTH,
  };
  const ignored: FilterName[] = [];
  for (const name of FILTER_NAMES) {
    const given = params.get(name) ?? "";
    const value = name === "q" ? given.trim() : given;
    if (value && known[name](value) === false) ignored.push(name);
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
  started_from: chosen.from || undefined,
  started_to: chosen.to || undefined,
  q: chosen.q || undefined,
});

export const hasFilters = (chosen: ChosenFilters) => FILTER_NAMES.some((name) => chosen[name]);
