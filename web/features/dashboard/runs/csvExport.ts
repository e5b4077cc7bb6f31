import type { BackendClient, RunFilters, RunSummary } from "#web/shared/api/backend.ts";
import { runsCsv, type RunsCsvWords } from "./runsCsv";

// Export CSV's work, loaded when the button is first pressed (not with the runs page): every run
// the filters match, page after page, as one CSV file saved by the browser.

/** The most runs one file holds (the newest): about 2 MB of CSV, and 100 pages of the list. */
export const EXPORT_MAX_RUNS = 10_000;
/** The longest page GET /api/runs gives. */
const PAGE_SIZE = 100;

/** Stops an export between two pages (the page it was started on has gone). */
export type Stopped = () => boolean;

const stop = () => new DOMException("The export was stopped.", "AbortError");

/**
 * Every run the filters match, newest first, following the cursor to the last page, at most
 * `max` of them; `capped` when more match. Each page has the client's own deadline; one that
 * fails fails it all.
 */
export async function matchingRuns(
  client: BackendClient,
  filters: RunFilters,
  { max = EXPORT_MAX_RUNS, stopped = () => false }: { max?: number; stopped?: Stopped } = {},
): Promise<{ runs: RunSummary[]; capped: boolean }> {
  const runs: RunSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listRuns({ ...filters, limit: Math.min(PAGE_SIZE, max), cursor });
    if (stopped()) throw stop();
    runs.push(...page.runs);
    // A page with no runs ends it, whatever its cursor says: the loop always moves on.
    cursor = page.runs.length ? (page.next_cursor ?? undefined) : undefined;
  } while (cursor && runs.length < max);
  return { runs: runs.slice(0, max), capped: runs.length > max || Boolean(cursor) };
}

/** "runs-2026-11-26.csv": the visitor's date today. */
export function exportFileName(now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index ? 2 : 4, "0"))
    .join("-");
  return `runs-${day}.csv`;
}

/** Has the browser save `text` as a file called `name` (a link to it, clicked). */
export function saveFile(name: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Safari reads the file after the click's task: revoked at once, it saves nothing.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export type RunsExportOutcome = { file: string; count: number; capped: boolean; max: number };

/**
 * The runs the filters match as a CSV file the browser saves, once every page has come: a page
 * that fails saves nothing.
 */
export async function exportRuns(
  client: BackendClient,
  filters: RunFilters,
  words: RunsCsvWords,
  { stopped = () => false }: { stopped?: Stopped } = {},
): Promise<RunsExportOutcome> {
  const { runs, capped } = await matchingRuns(client, filters, { stopped });
  const file = exportFileName();
  saveFile(file, runsCsv(runs, words));
  return { file, count: runs.length, capped, max: EXPORT_MAX_RUNS };
}
