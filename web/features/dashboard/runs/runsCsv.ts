import type { RunStatus, RunSummary } from "#web/shared/api/backend.ts";

/** UTF-8's byte order mark: without it, Excel reads a CSV file in the system's legacy code page. */
export const CSV_BOM = "\uFEFF";

// A cell a spreadsheet would take for a formula (OWASP's CSV injection): = + - @, and a tab or a
// carriage return, which some strip before they look.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 writes it, safe to open: a text a spreadsheet would take for a formula is
 * given a leading single quote, and a cell with a comma, a double quote or a line break is quoted
 * (its quotes doubled). A missing value is an empty cell.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as a CSV file's text: the BOM, then each row's cells, lines ended by CRLF (RFC 4180). */
export function csvText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/** The columns of the runs' file, in their order. */
export const RUN_COLUMNS = [
  "runId",
  "workflow",
  "agent",
  "status",
  "startedAt",
  "finishedAt",
  "durationSeconds",
  "error",
  "runPage",
] as const;
export type RunColumn = (typeof RUN_COLUMNS)[number];

/** What the file says in the page's language: its headings, a status's and an agent's name, a run's page. */
export type RunsCsvWords = {
  headings: Partial<Record<RunColumn, string | null>> | null | undefined;
  status: (status: RunStatus) => string | null | undefined;
  agent: (slug: string) => string | null | undefined;
  /** The full address of the run's page. */
  runPage: (id: string) => string;
};

/** "2026-11-26 09:00:04" (UTC): a date and time every spreadsheet reads as one; "" for none. */
export function csvDateTime(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return "";
  return date.toISOString().slice(0, 19).replace("T", " ");
}

/** 4200 ms -> 4.2: seconds, with a point whatever the language (the file is comma-separated). */
const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);

/**
 * The runs as a CSV file's text (UTF-8 with a BOM, RFC 4180, formula-safe): a heading row in the
 * page's language, then a row per run, in the order given.
 */
export function runsCsv(runs: readonly RunSummary[], words: RunsCsvWords): string {
  const headings = RUN_COLUMNS.map((column) => words.headings?.[column] ?? column);
  const rows = runs.map((run) => {
    const cells: Record<RunColumn, string | number | null | undefined> = {
      runId: run.id,
      workflow: run.workflow_name,
      agent: words.agent(run.agent_slug) ?? run.agent_slug,
      status: words.status(run.status) ?? run.status,
      startedAt: csvDateTime(run.started_at),
      finishedAt: csvDateTime(run.finished_at),
      durationSeconds: seconds(run.duration_ms),
      error: run.error?.message,
      runPage: words.runPage(run.id),
    };
    return RUN_COLUMNS.map((column) => cells[column]);
  });
  return csvText([headings, ...rows]);
}
