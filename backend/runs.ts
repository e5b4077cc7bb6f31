import type { components } from "../web/shared/api/openapi";
import { Refusal } from "./refusal";

// Runs as the stand-in keeps them: each step's planned start and length, so that what a run
// shows (queued, running, done) follows the stand-in's clock, and a retry made now can be
// followed while it runs; a stop freezes it as it was then. Workflows' status and daily counts
// are read from their runs.

type Schemas = components["schemas"];
type Run = Schemas["Run"];
type RunSummary = Schemas["RunSummary"];
type RunStatus = Schemas["RunStatus"];
type Workflow = Schemas["Workflow"];

export const RUN_DAYS = 30;
/** How far back the simulated runs go: two billing months, so that usage has a previous period. */
export const HISTORY_DAYS = 60;
export const DAY_MS = 86_400_000;
/** A retry waits this long in the queue, then runs until RETRY_DONE_MS after it was made. */
export const RETRY_START_MS = 2_000;
export const RETRY_DONE_MS = 5_000;

export interface StepRecord {
  name: string;
  /** When it starts (ms); null for a step that never starts (after a failed one). */
  startAt: number | null;
  durationMs: number;
  error: Schemas["RunError"] | null;
}

export interface RunRecord {
  id: string;
  workflow_id: string;
  workflow_name: string;
  subscription_id: string;
  agent_slug: string;
  trigger: Schemas["RunTrigger"];
  retry_of: string | null;
  startedAt: number;
  steps: StepRecord[];
  /** When the customer stopped it (ms), while it was going. */
  stoppedAt?: number;
  /** Held by a test (the stand-in's `/__hold-runs`): its last step runs on until it is released. */
  held?: boolean;
}

export interface WorkflowRecord {
  id: string;
  name: string;
  subscription_id: string;
  agent_slug: string;
  paused: boolean;
  runs: RunRecord[];
}

/** The date (UTC, yyyy-mm-dd) of `time`, `daysBack` days before. */
export function utcDate(time: number, daysBack = 0): string {
  return new Date(time - daysBack * DAY_MS).toISOString().slice(0, 10);
}

const iso = (time: number) => new Date(time).toISOString();

const isGoing = (status: RunStatus) => status === "queued" || status === "running";

/**
 * The run as it stands at `now`. A stopped run is as it was when stopped, ended: `stopped`, and
 * its steps that had not ended `skipped` (one cut short keeps its start, and lasted until the stop).
 */
export function runAt(record: RunRecord, now: number): Run {
  const { stoppedAt, held, ...going } = record;
  if (stoppedAt === undefined) return plannedRunAt(held ? runningOn(going, now) : going, now);
  const then = plannedRunAt(held ? runningOn(going, stoppedAt) : going, stoppedAt);
  return {
    ...then,
    status: "stopped",
    finished_at: iso(stoppedAt),
    duration_ms: stoppedAt - record.startedAt,
    steps: then.steps.map((step) =>
      step.status === "pending" || step.status === "running"
        ? {
            ...step,
            status: "skipped",
            duration_ms: step.started_at === null ? null : stoppedAt - Date.parse(step.started_at),
          }
        : step,
    ),
  };
}

/** A held run's plan at `now`: its last step that runs has not ended yet. */
function runningOn<R extends Omit<RunRecord, "stoppedAt" | "held">>(record: R, now: number): R {
  const last = record.steps.findLastIndex((step) => step.startAt !== null);
  const lastStep = record.steps[last];
  if (!lastStep || lastStep.startAt === null || lastStep.startAt + lastStep.durationMs > now) return record;
  const steps = record.steps.with(last, { ...lastStep, durationMs: now - lastStep.startAt + 1 });
  return { ...record, steps };
}

/**
 * Lets a held run go on: one held past its planned end ends now, its last step having run on
 * until now; one released earlier ends as planned. A stopped run stays as it was stopped.
 */
export function releaseRun(record: RunRecord, now: number) {
  if (!record.held) return;
  const { held: _held, ...released } = record;
  const planned = runningOn(released, record.stoppedAt ?? now - 1);
  record.steps = planned.steps;
  delete record.held;
}

/** The run at `now` as planned: queued, running, then succeeded or failed. */
function plannedRunAt(record: Omit<RunRecord, "stoppedAt">, now: number): Run {
  const ran = record.steps.filter((step) => step.startAt !== null);
  const lastRan = ran.at(-1);
  const end = lastRan ? (lastRan.startAt ?? 0) + lastRan.durationMs : record.startedAt;
  const finished = now >= end;
  const failed = finished && record.steps.some((step) => step.error);
  const status: RunStatus = finished
    ? failed
      ? "failed"
      : "succeeded"
    : now < (ran[0]?.startAt ?? end)
      ? "queued"
      : "running";
  const { startedAt: _startedAt, steps, ...summary } = record;
  return {
    ...summary,
    status,
    started_at: iso(record.startedAt),
    finished_at: finished ? iso(end) : null,
    duration_ms: finished ? end - record.startedAt : null,
    error: failed ? (record.steps.find((step) => step.error)?.error ?? null) : null,
    steps: steps.map(({ name, startAt, durationMs, error }) => {
      if (startAt === null || now < startAt) {
        return {
          name,
          status: failed ? "skipped" : "pending",
          started_at: null,
          duration_ms: null,
          error: null,
        };
      }
      const done = now >= startAt + durationMs;
      return {
        name,
        status: !done ? "running" : error ? "failed" : "succeeded",
        started_at: iso(startAt),
        duration_ms: done ? durationMs : null,
        error: done ? error : null,
      };
    }),
  };
}

export function summaryOf({ steps: _steps, ...summary }: Run): RunSummary {
  return summary;
}

/** Stops a run that is going, at `now`; one that has ended is refused with 409 run_finished. */
export function stopRun(record: RunRecord, now: number): Run {
  if (!isGoing(runAt(record, now).status)) {
    throw new Refusal(409, "run_finished", "The run has already ended: there is nothing to stop.");
  }
  record.stoppedAt = now;
  return runAt(record, now);
}

/** The workflow as the customer sees it at `now`: its status, last run and daily counts from its runs. */
export function workflowAt(workflow: WorkflowRecord, now: number): Workflow {
  const runs = workflow.runs.map((record) => runAt(record, now));
  // A stopped run is neither a success nor a failure: it leaves the workflow as it was.
  const finished = runs
    .filter((run) => run.status === "succeeded" || run.status === "failed")
    .sort((a, b) => (a.finished_at ?? "").localeCompare(b.finished_at ?? ""));
  const lastFinished = finished.at(-1);
  // A failing workflow stays failing, paused or resumed, until one of its runs succeeds.
  const failing = lastFinished?.status === "failed";
  const days = Array.from({ length: RUN_DAYS }, (_, index) => utcDate(now, RUN_DAYS - 1 - index));
  const runsByDay = days.map((date) => {
    const ofDay = runs.filter((run) => run.started_at.startsWith(date));
    const count = (status: RunStatus) => ofDay.filter((run) => run.status === status).length;
    return { date, succeeded: count("succeeded"), failed: count("failed") };
  });
  const lastRunAt =
    runs
      .map((run) => run.started_at)
      .sort()
      .at(-1) ?? null;
  return {
    id: workflow.id,
    name: workflow.name,
    subscription_id: workflow.subscription_id,
    status: workflow.paused ? "paused" : failing ? "failing" : "running",
    last_run_at: lastRunAt,
    runs_by_day: runsByDay,
    last_error:
      failing && !workflow.paused && lastFinished.error
        ? { run_id: lastFinished.id, message: lastFinished.error.message, at: lastFinished.finished_at ?? "" }
        : null,
  };
}

/**
 * A retry of `failed`, made at `now`: queued, then running, then succeeded; `held`, it runs on
 * until released (`releaseRun`).
 */
export function retryRecord(
  failed: RunRecord,
  workflow: WorkflowRecord,
  now: number,
  held = false,
): RunRecord {
  const date = utcDate(now).replaceAll("-", "");
  const retries = workflow.runs.filter((run) => run.id.startsWith(`run-${workflow.id}-${date}-r`)).length;
  const planned = failed.steps.reduce((total, step) => total + step.durationMs, 0);
  const running = RETRY_DONE_MS - RETRY_START_MS;
  let startAt = now + RETRY_START_MS;
  const steps = failed.steps.map((step, index) => {
    // The failed run's steps, in the time the retry has, in the same proportions.
    const durationMs =
      index === failed.steps.length - 1
        ? now + RETRY_DONE_MS - startAt
        : Math.round((step.durationMs / planned) * running);
    const record = { name: step.name, startAt, durationMs, error: null };
    startAt += durationMs;
    return record;
  });
  return {
    ...failed,
    id: `run-${workflow.id}-${date}-r${retries + 1}`,
    trigger: "retry",
    retry_of: failed.id,
    startedAt: now,
    steps,
    ...(held ? { held } : {}),
  };
}

export interface RunFilters {
  status?: RunStatus;
  workflow_id?: string;
  agent_slug?: string;
  /** The first and last UTC days of the runs' start (yyyy-mm-dd), both included. */
  started_from?: string;
  started_to?: string;
  /** Text the run's error message contains, whatever its case. */
  q?: string;
  cursor?: string;
  limit: number;
}

/** The range's bounds as started_at's may be compared with them (ISO strings in UTC). */
function startRange({ started_from: from, started_to: to }: RunFilters) {
  if (from && to && to < from) {
    throw new Refusal(400, "invalid_request", "started_to is before started_from.");
  }
  return { from: from && `${from}T00:00:00.000Z`, to: to && `${to}T23:59:59.999Z` };
}

// The cursor is the last listed run's place in the order (newest first, then by id), so a
// page follows the previous one even when newer runs have come since.
type Place = [startedAt: string, id: string];

function cursorOf(run: RunSummary): string {
  return Buffer.from(JSON.stringify([run.started_at, run.id])).toString("base64url");
}

function placeOf(cursor: string): Place {
  try {
    const place: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(place) && place.length === 2 && place.every((part) => typeof part === "string")) {
      return place as Place;
    }
  } catch {
    // refused below
  }
  throw new Refusal(400, "invalid_request", "The cursor is not one this backend gave.");
}

const newestFirst = (a: RunSummary, b: RunSummary) =>
  b.started_at.localeCompare(a.started_at) || b.id.localeCompare(a.id);

/** A page of the runs, newest first, filtered. */
export function runPage(workflows: WorkflowRecord[], filters: RunFilters, now: number) {
  const after = filters.cursor ? placeOf(filters.cursor) : null;
  const range = startRange(filters);
  const search = filters.q?.toLowerCase();
  const matching = workflows
    .filter((workflow) => !filters.workflow_id || workflow.id === filters.workflow_id)
    .filter((workflow) => !filters.agent_slug || workflow.agent_slug === filters.agent_slug)
    .flatMap((workflow) => workflow.runs.map((record) => summaryOf(runAt(record, now))))
    .filter((run) => !filters.status || run.status === filters.status)
    .filter((run) => !range.from || run.started_at >= range.from)
    .filter((run) => !range.to || run.started_at <= range.to)
    .filter((run) => !search || (run.error?.message.toLowerCase().includes(search) ?? false))
    .filter((run) => !after || newestFirst({ ...run, started_at: after[0], id: after[1] }, run) < 0)
    .sort(newestFirst);
  const runs = matching.slice(0, filters.limit);
  const last = runs.at(-1);
  return { runs, next_cursor: matching.length > runs.length && last ? cursorOf(last) : null };
}
