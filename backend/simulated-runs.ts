import type { components } from "../web/shared/api/openapi";

// Workflows and their runs as the stand-in makes them up: the same seed gives the same runs,
// so tests and screenshots are stable.

type Workflow = components["schemas"]["Workflow"];
type RunsOnDay = components["schemas"]["RunsOnDay"];

export const RUN_DAYS = 30;

/** Each agent's typical workflows; an agent not listed gets GENERIC_WORKFLOWS. */
export const TYPICAL_WORKFLOWS: Record<string, string[]> = {
  "content-creator": ["Weekly blog drafts", "Social post variations"],
  "seo-specialist": ["Keyword ranking report", "On-page audit"],
  "social-media-manager": ["Scheduled posts", "Mention replies"],
  "customer-support": ["Ticket triage", "FAQ answers"],
  "data-analyst": ["Daily KPI digest", "Anomaly alerts"],
  "marketing-strategist": ["Campaign briefs", "Competitor watch"],
};
const GENERIC_WORKFLOWS = ["Daily run"];

/** A number in [0, 1) from a string, the same every time (FNV-1a, then mulberry32). */
function randomFrom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;

/** Runs per day over the RUN_DAYS days up to `now` (UTC), oldest first. */
export function simulatedRuns(seed: string, now: Date): RunsOnDay[] {
  const random = randomFrom(seed);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const perDay = 4 + Math.floor(random() * 12);
  return Array.from({ length: RUN_DAYS }, (_, index) => {
    const runs = Math.max(0, perDay + Math.floor(random() * 7) - 3);
    const failed = random() < 0.3 ? Math.min(runs, 1 + Math.floor(random() * 2)) : 0;
    return {
      date: new Date(today - (RUN_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
      succeeded: runs - failed,
      failed,
    };
  });
}

/** The agent's typical workflows for a new subscription, with `seed`-determined runs. */
export function typicalWorkflows(
  agentSlug: string,
  subscriptionId: string,
  nextId: () => string,
  seed: string,
  now: Date,
): Workflow[] {
  return (TYPICAL_WORKFLOWS[agentSlug] ?? GENERIC_WORKFLOWS).map((name) => {
    const runsByDay = simulatedRuns(`${seed}/${agentSlug}/${name}`, now);
    const last = runsByDay.findLast((day) => day.succeeded + day.failed > 0);
    const lastFailed = last !== undefined && last.failed > 0 && last.date === runsByDay.at(-1)?.date;
    return {
      id: nextId(),
      name,
      subscription_id: subscriptionId,
      status: lastFailed ? "failing" : "running",
      // The last run at 06:00 UTC on its day, or earlier today if that is still to come.
      last_run_at: last
        ? new Date(Math.min(Date.parse(`${last.date}T06:00:00.000Z`), now.getTime())).toISOString()
        : null,
      runs_by_day: runsByDay,
    };
  });
}
