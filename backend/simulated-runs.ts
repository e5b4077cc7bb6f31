import type { WorkflowTemplate } from "./agent-workflows";
import { DAY_MS, HISTORY_DAYS, utcDate, type RunRecord } from "./runs";

// A workflow's past runs as the stand-in makes them up. Each day's runs come from the seed,
// the workflow and the date alone, so the same seed gives the same runs, and a day's runs stay
// the same whatever the clock says when they are made.

/** Scheduled runs are a few minutes late at most, so that they do not look like clockwork. */
const MAX_LATENESS_MS = 4 * 60_000;

/** A number in [0, 1) from a string, the same every time (FNV-1a, then mulberry32). */
export function randomFrom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SimulatedWorkflow {
  id: string;
  subscription_id: string;
  agent_slug: string;
  template: WorkflowTemplate;
}

/** An outage: every run from `since` on fails at the step `step` (its index), with that step's error. */
export interface Outage {
  since: Date;
  step: number;
}

interface Slot {
  startedAt: number;
  durations: number[];
  /** The index of the step that fails; null when the run succeeds. */
  failsAt: number | null;
}

function daySlots(seed: string, workflow: SimulatedWorkflow, date: string): Slot[] {
  const { template } = workflow;
  const spacing = DAY_MS / template.runsPerDay;
  // Each workflow keeps its own time of day, whatever the date.
  const offset =
    randomFrom(`${seed}/${workflow.agent_slug}/${template.name}`)() * (spacing - MAX_LATENESS_MS);
  const random = randomFrom(`${seed}/${workflow.agent_slug}/${template.name}/${date}`);
  const dayStart = Date.parse(`${date}T00:00:00.000Z`);
  return Array.from({ length: template.runsPerDay }, (_, index) => {
    // Every slot draws the same numbers, fails or not, so that one slot never shifts another.
    const startedAt = Math.round(dayStart + offset + index * spacing + random() * MAX_LATENESS_MS);
    const durations = template.steps.map(({ seconds: [shortest, longest] }) =>
      Math.round((shortest + random() * (longest - shortest)) * 1000),
    );
    const fails = random() < template.failureRate;
    const failsAt = Math.floor(random() * template.steps.length);
    return { startedAt, durations, failsAt: fails ? failsAt : null };
  });
}

function recordOf(workflow: SimulatedWorkflow, date: string, index: number, slot: Slot): RunRecord {
  let startAt = slot.startedAt;
  return {
    id: `run-${workflow.id}-${date.replaceAll("-", "")}-${index + 1}`,
    workflow_id: workflow.id,
    workflow_name: workflow.template.name,
    subscription_id: workflow.subscription_id,
    agent_slug: workflow.agent_slug,
    trigger: "schedule",
    retry_of: null,
    startedAt: slot.startedAt,
    steps: workflow.template.steps.map((step, stepIndex) => {
      const ran = slot.failsAt === null || stepIndex <= slot.failsAt;
      const record = {
        name: step.name,
        startAt: ran ? startAt : null,
        durationMs: slot.durations[stepIndex],
        error: stepIndex === slot.failsAt ? step.error : null,
      };
      startAt += slot.durations[stepIndex];
      return record;
    }),
  };
}

const endOf = (slot: Slot) => slot.startedAt + slot.durations.reduce((a, b) => a + b, 0);

/**
 * The workflow's runs over the last HISTORY_DAYS days (UTC) up to `now`, oldest first: none before
 * `since` (its subscription's start), none still going. A failure is a passing trouble: the last
 * run succeeds, unless an outage goes on.
 */
export function simulatedRuns(
  workflow: SimulatedWorkflow,
  { seed, since, now, outage }: { seed: string; since: Date; now: Date; outage?: Outage },
): RunRecord[] {
  const slots: { date: string; index: number; slot: Slot }[] = [];
  for (let daysBack = HISTORY_DAYS - 1; daysBack >= 0; daysBack--) {
    const date = utcDate(now.getTime(), daysBack);
    daySlots(seed, workflow, date).forEach((slot, index) => {
      if (outage && slot.startedAt >= outage.since.getTime()) slot.failsAt = outage.step;
      if (slot.startedAt >= since.getTime() && endOf(slot) <= now.getTime())
        slots.push({ date, index, slot });
    });
  }
  const last = slots.at(-1)?.slot;
  if (last && !(outage && last.startedAt >= outage.since.getTime())) last.failsAt = null;
  return slots.map(({ date, index, slot }) => recordOf(workflow, date, index, slot));
}
