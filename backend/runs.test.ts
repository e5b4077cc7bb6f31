import { afterEach, describe, expect, it } from "vitest";
import type { Run, RunSummary } from "#web/shared/api/backend.ts";
import { HISTORY_DAYS, RETRY_DONE_MS, RETRY_START_MS, utcDate } from "./runs";
import { allRuns, NOW, outcome, startStandIn } from "./test-stand-in";

// The runs the stand-in simulates and what a customer may do with them, through the site's own
// client (every reply checked against openapi.yaml), on a clock the tests move.

const DAY_MS = 86_400_000;
let standIns: Awaited<ReturnType<typeof startStandIn>>[] = [];

async function demo(options: Parameters<typeof startStandIn>[0] = {}) {
  const standIn = await startStandIn(options);
  standIns.push(standIn);
  standIn.standIn.seedDemoCustomer("demo");
  return { ...standIn, customer: standIn.client("demo") };
}

afterEach(async () => {
  await Promise.all(standIns.map((standIn) => standIn.close()));
  standIns = [];
});

const newestFirst = (runs: RunSummary[]) =>
  runs.every(
    (run, index) =>
      index === 0 ||
      runs[index - 1].started_at > run.started_at ||
      (runs[index - 1].started_at === run.started_at && runs[index - 1].id > run.id),
  );

describe("the runs list (GET /api/runs)", () => {
  it("pages through every run, newest first, without a duplicate or a gap", async () => {
    const { customer } = await demo();
    const everything = await allRuns(customer);
    const workflows = await customer.getWorkflows();
    const counted = workflows
      .flatMap((workflow) => workflow.runs_by_day)
      .reduce((sum, day) => sum + day.succeeded + day.failed, 0);
    // The daily counts cover the last 30 days; the runs go back 60 (HISTORY_DAYS).
    const since = workflows[0].runs_by_day[0].date;
    expect(everything.filter((run) => run.started_at >= since).length).toBe(counted);
    expect(everything.at(-1)?.started_at.slice(0, 10)).toBe(utcDate(NOW.getTime(), HISTORY_DAYS - 1));
    expect(everything.length).toBeGreaterThan(600);

    const paged: RunSummary[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await customer.listRuns({ limit: 20, cursor });
      expect(page.runs.length).toBe(page.next_cursor ? 20 : page.runs.length);
      paged.push(...page.runs);
      cursor = page.next_cursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(Math.ceil(everything.length / 20));
    expect(new Set(paged.map((run) => run.id)).size).toBe(paged.length);
    expect(paged).toEqual(everything);
    expect(newestFirst(paged)).toBe(true);
  });

  it("gives 25 runs a page unless asked, and at most 100", async () => {
    const { customer } = await demo();
    expect((await customer.listRuns()).runs).toHaveLength(25);
    expect((await customer.listRuns({ limit: 100 })).runs).toHaveLength(100);
    expect((await customer.listRuns({ limit: 1 })).runs).toHaveLength(1);
  });

  it("filters by status, workflow and agent, each alone and together", async () => {
    const { customer } = await demo();
    const everything = await allRuns(customer);
    const [supportFlow] = await customer.getWorkflows();
    const cases = [
      { status: "failed" as const },
      { status: "succeeded" as const },
      { workflow_id: supportFlow.id },
      { agent_slug: "content-creator" },
      { agent_slug: "customer-support", status: "failed" as const },
      { workflow_id: supportFlow.id, agent_slug: "content-creator" },
    ];
    for (const filters of cases) {
      const expected = everything.filter(
        (run) =>
          (!filters.status || run.status === filters.status) &&
          (!filters.workflow_id || run.workflow_id === filters.workflow_id) &&
          (!filters.agent_slug || run.agent_slug === filters.agent_slug),
      );
      expect({ filters, runs: await allRuns(customer, filters) }).toEqual({ filters, runs: expected });
    }
    expect(everything.some((run) => run.status === "failed")).toBe(true);
    expect(await allRuns(customer, { workflow_id: supportFlow.id, agent_slug: "content-creator" })).toEqual(
      [],
    );
  });

  it("keeps the runs started within a range of whole UTC days, both days included", async () => {
    const { customer } = await demo();
    const everything = await allRuns(customer);
    const day = (run: RunSummary) => run.started_at.slice(0, 10);
    const within = (from: string, to: string) =>
      everything.filter((run) => (!from || day(run) >= from) && (!to || day(run) <= to));
    const cases = [
      { started_from: "2026-11-20", started_to: "2026-11-22" },
      { started_from: "2026-11-22", started_to: "2026-11-22" },
      { started_from: "2026-11-23" },
      { started_to: "2026-11-01" },
      { started_from: "2027-01-01" },
    ];
    for (const filters of cases) {
      const expected = within(filters.started_from ?? "", filters.started_to ?? "");
      expect({ filters, runs: await allRuns(customer, filters) }).toEqual({ filters, runs: expected });
    }
    // Both ends' days hold runs: the range takes each end's whole day, not its first instant.
    const range = await allRuns(customer, cases[0]);
    expect(range.length).toBeGreaterThan(0);
    expect(new Set(range.map(day))).toEqual(new Set(["2026-11-20", "2026-11-21", "2026-11-22"]));
    expect(await allRuns(customer, cases[4])).toEqual([]);
  });

  it("searches the runs' error messages, whatever their case, and combines with the other filters", async () => {
    const { customer } = await demo();
    const everything = await allRuns(customer);
    const zendesk = everything.filter((run) => run.error?.message.toLowerCase().includes("zendesk"));
    expect(zendesk.length).toBeGreaterThan(0);
    expect(await allRuns(customer, { q: "zENDESK" })).toEqual(zendesk);
    // Only a run's error: a workflow's name, or a succeeded run, is not searched.
    expect(await allRuns(customer, { q: "Ticket triage" })).toEqual([]);
    const day = zendesk[0].started_at.slice(0, 10);
    expect(
      await allRuns(customer, { q: "zendesk", status: "failed", started_from: day, started_to: day }),
    ).toEqual(zendesk.filter((run) => run.started_at.startsWith(day)));
    expect(await allRuns(customer, { q: "zendesk", agent_slug: "content-creator" })).toEqual([]);
  });

  it("pages a range and a search as it pages everything, without a duplicate or a gap", async () => {
    const { customer } = await demo();
    const filters = { started_from: "2026-11-10", started_to: "2026-11-24" };
    const expected = await allRuns(customer, filters);
    const paged: RunSummary[] = [];
    let cursor: string | undefined;
    do {
      const page = await customer.listRuns({ ...filters, limit: 7, cursor });
      paged.push(...page.runs);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(expected);
    expect(expected.length).toBeGreaterThan(7);
  });

  it.each([
    ["a date that is not one", { started_from: "2026-02-30" }],
    ["a date and time", { started_to: "2026-11-24T00:00:00Z" }],
    ["a date in another form", { started_from: "24/11/2026" }],
    ["a range that ends before it starts", { started_from: "2026-11-22", started_to: "2026-11-21" }],
    ["a search over 200 characters", { q: "x".repeat(201) }],
  ])("refuses %s with 400 invalid_request", async (_case, filters) => {
    const { customer } = await demo();
    expect(await outcome(customer.listRuns(filters))).toBe("400 invalid_request");
  });

  it("shows a customer none of another customer's runs, and finds none of them (404)", async () => {
    const { standIn, client, customer } = await demo();
    standIn.seedDemoCustomer("other");
    const other = client("other");
    const [theirs] = (await other.listRuns({ limit: 1 })).runs;
    expect(await allRuns(customer, { workflow_id: theirs.workflow_id })).toEqual([]);
    expect(await outcome(customer.getRun(theirs.id))).toBe("404 not_found");
    expect(await outcome(customer.retryRun(theirs.id))).toBe("404 not_found");
    expect(await outcome(customer.pauseWorkflow(theirs.workflow_id))).toBe("404 not_found");
    expect(await outcome(customer.changePlan(theirs.subscription_id, "enterprise"))).toBe("404 not_found");
  });

  it("leads on from a cursor without a duplicate when a newer run has come since", async () => {
    const { customer } = await demo();
    const first = await customer.listRuns({ limit: 5 });
    const [failed] = (await customer.listRuns({ status: "failed", limit: 1 })).runs;
    await customer.retryRun(failed.id);
    const second = await customer.listRuns({ limit: 5, cursor: first.next_cursor ?? "" });
    const everything = await allRuns(customer);
    expect(everything[0].retry_of).toBe(failed.id);
    expect([...first.runs, ...second.runs]).toEqual(everything.slice(1, 11));
  });
});

describe("the simulated runs", () => {
  it("are counted exactly by their workflow's runs_by_day, per UTC day and status", async () => {
    const { customer } = await demo();
    const everything = await allRuns(customer);
    for (const workflow of await customer.getWorkflows()) {
      const counted = workflow.runs_by_day.map(({ date }) => {
        const ofDay = everything.filter(
          (run) => run.workflow_id === workflow.id && run.started_at.startsWith(date),
        );
        const count = (status: string) => ofDay.filter((run) => run.status === status).length;
        return { date, succeeded: count("succeeded"), failed: count("failed") };
      });
      expect(workflow.runs_by_day).toEqual(counted);
      const own = everything.filter((run) => run.workflow_id === workflow.id);
      expect(own.every((run) => run.workflow_name === workflow.name)).toBe(true);
      expect(workflow.last_run_at).toBe(own[0]?.started_at ?? null);
    }
  });

  it("start no earlier than their subscription, and a new trial has none yet", async () => {
    const { customer } = await demo();
    const everything = await allRuns(customer);
    for (const subscription of await customer.getAgents()) {
      const own = everything.filter((run) => run.subscription_id === subscription.id);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((run) => run.started_at >= subscription.started_at)).toBe(true);
      expect(own.every((run) => run.agent_slug === subscription.agent_slug)).toBe(true);
    }
    const trial = await customer.startTrial({ agent_slug: "seo-specialist", plan: "starter" });
    expect(await allRuns(customer, { agent_slug: "seo-specialist" })).toEqual([]);
    const fresh = (await customer.getWorkflows()).filter((workflow) => workflow.subscription_id === trial.id);
    expect(fresh.map((workflow) => [workflow.status, workflow.last_run_at])).toEqual([
      ["running", null],
      ["running", null],
    ]);
  });

  it("have 3 to 5 steps; a failed run fails at one step, with its error in plain words, and skips the rest", async () => {
    const { customer } = await demo();
    const everything = await allRuns(customer);
    const failedIds = everything.filter((run) => run.status === "failed").map((run) => run.id);
    const sample = [...failedIds.slice(0, 12), ...everything.slice(0, 12).map((run) => run.id)];
    for (const id of sample) {
      const run = await customer.getRun(id);
      expect(run.steps.length).toBeGreaterThanOrEqual(3);
      expect(run.steps.length).toBeLessThanOrEqual(5);
      const statuses = run.steps.map((step) => step.status);
      const lasted = run.steps.reduce((sum, step) => sum + (step.duration_ms ?? 0), 0);
      expect(run.duration_ms).toBe(lasted);
      expect(Date.parse(run.finished_at ?? "") - Date.parse(run.started_at)).toBe(lasted);
      for (const step of run.steps.filter((each) => each.duration_ms !== null)) {
        expect(step.duration_ms).toBeGreaterThanOrEqual(1_000);
        expect(step.duration_ms).toBeLessThanOrEqual(180_000);
      }
      if (run.status === "succeeded") {
        expect(statuses.every((status) => status === "succeeded")).toBe(true);
        expect(run.error).toBeNull();
        continue;
      }
      const failedAt = statuses.indexOf("failed");
      expect(statuses).toEqual(
        statuses.map((_, index) =>
          index < failedAt ? "succeeded" : index === failedAt ? "failed" : "skipped",
        ),
      );
      expect(run.error).toEqual(run.steps[failedAt].error);
      // Written for the customer: a sentence that says what to do, with no code or stack in it.
      expect(run.error?.message).toMatch(/^[A-Z].{40,}\.$/);
      expect(run.error?.message).not.toMatch(/[{}<>]|Error:|undefined/);
    }
  });

  it("are the same for the same seed, ids included, and others for another seed", async () => {
    const runsOf = async (seed: string) => allRuns((await demo({ seed })).customer);
    const [one, again, other] = [await runsOf("same"), await runsOf("same"), await runsOf("another")];
    expect(again).toEqual(one);
    expect(one[0].id).toMatch(/^run-wf-\d+-\d{8}-\d+$/);
    expect(other.map((run) => run.started_at)).not.toEqual(one.map((run) => run.started_at));
  });

  it("keeps a day's runs when its clock passes midnight", async () => {
    const { customer, advance } = await demo();
    const before = await allRuns(customer);
    advance(DAY_MS);
    const after = await allRuns(customer);
    const today = (await customer.getWorkflows())[0].runs_by_day.at(-1);
    expect(today).toMatchObject({ date: "2026-11-25", succeeded: 0, failed: 0 });
    expect(after).toEqual(before);
  });
});

describe("a retry (POST /api/runs/{run_id}/retry)", () => {
  it("is queued, then running 2 s later, then succeeded at 5 s, and its workflow is no longer failing", async () => {
    const { customer, advance } = await demo();
    const failing = (await customer.getWorkflows()).find((workflow) => workflow.status === "failing");
    const failedId = failing?.last_error?.run_id ?? "";
    const failed = await customer.getRun(failedId);
    expect(failed.status).toBe("failed");

    const retry = await customer.retryRun(failedId);
    expect(retry).toMatchObject({
      status: "queued",
      trigger: "retry",
      retry_of: failedId,
      workflow_id: failed.workflow_id,
      started_at: NOW.toISOString(),
      finished_at: null,
      duration_ms: null,
      error: null,
    });
    expect(retry.steps.map((step) => step.name)).toEqual(failed.steps.map((step) => step.name));
    expect(retry.steps.every((step) => step.status === "pending")).toBe(true);
    const statusAt = async (ms: number): Promise<Run> => {
      advance(ms);
      return customer.getRun(retry.id);
    };
    expect((await statusAt(RETRY_START_MS - 1)).status).toBe("queued");
    const running = await statusAt(1);
    expect(running.status).toBe("running");
    expect(running.steps[0]).toMatchObject({ status: "running", started_at: "2026-11-24T12:00:02.000Z" });
    expect(
      (await customer.getWorkflows()).find((workflow) => workflow.id === failed.workflow_id)?.status,
    ).toBe("failing");
    expect((await statusAt(RETRY_DONE_MS - RETRY_START_MS - 1)).status).toBe("running");
    const done = await statusAt(1);
    expect(done).toMatchObject({
      status: "succeeded",
      finished_at: "2026-11-24T12:00:05.000Z",
      duration_ms: 5_000,
      error: null,
    });
    expect(done.steps.every((step) => step.status === "succeeded")).toBe(true);

    const workflow = (await customer.getWorkflows()).find((each) => each.id === failed.workflow_id);
    expect(workflow).toMatchObject({ status: "running", last_error: null, last_run_at: retry.started_at });
    const today = failing?.runs_by_day.at(-1);
    expect(workflow?.runs_by_day.at(-1)).toEqual({ ...today, succeeded: (today?.succeeded ?? 0) + 1 });
    expect((await customer.listRuns({ limit: 1 })).runs[0]).toMatchObject({
      id: retry.id,
      status: "succeeded",
    });
  });

  it("is refused for a run that did not fail, a paused workflow or an ended subscription (409)", async () => {
    const { customer, advance } = await demo();
    const [succeeded] = (await customer.listRuns({ status: "succeeded", limit: 1 })).runs;
    expect(await outcome(customer.retryRun(succeeded.id))).toBe("409 conflict");

    const [failed] = (await customer.listRuns({ status: "failed", limit: 1 })).runs;
    await customer.pauseWorkflow(failed.workflow_id);
    expect(await outcome(customer.retryRun(failed.id))).toBe("409 conflict");
    await customer.resumeWorkflow(failed.workflow_id);

    const cancelled = await customer.cancelSubscription(failed.subscription_id);
    expect(await outcome(customer.retryRun(failed.id)), "cancelled, but working until cancel_at").toBe("ok");
    advance(Date.parse(cancelled.cancel_at ?? "") - NOW.getTime());
    const [stillFailed] = (
      await customer.listRuns({ status: "failed", workflow_id: failed.workflow_id, limit: 1 })
    ).runs;
    expect(await outcome(customer.retryRun(stillFailed.id))).toBe("409 conflict");
  });

  it("is refused with 429 once the plan's quota is used up this period, counting the retries still going", async () => {
    const probe = await demo();
    const support = (await probe.customer.getAgents()).find(
      (agent) => agent.agent_slug === "customer-support",
    );
    const used =
      (await probe.customer.getUsage()).find((usage) => usage.subscription_id === support?.id)?.used ?? 0;

    const { customer, advance } = await demo({ quotas: { "customer-support": { professional: used + 1 } } });
    const [latest, earlier] = (
      await customer.listRuns({ status: "failed", agent_slug: "customer-support", limit: 2 })
    ).runs;
    expect(await outcome(customer.retryRun(latest.id))).toBe("ok");
    expect(await outcome(customer.retryRun(earlier.id)), "the first retry will use the last unit").toBe(
      "429 quota_reached",
    );
    advance(RETRY_DONE_MS);
    expect(await outcome(customer.retryRun(earlier.id))).toBe("429 quota_reached");

    const unlimited = await demo({ quotas: { "customer-support": { professional: null } } });
    const [failed] = (await unlimited.customer.listRuns({ status: "failed", limit: 1 })).runs;
    expect(await outcome(unlimited.customer.retryRun(failed.id))).toBe("ok");
  });
});

describe("a stop (POST /api/runs/{run_id}/stop)", () => {
  /** The demo customer's failing workflow, its latest failed run, and a retry of it made now. */
  async function goingRun() {
    const standIn = await demo();
    const { customer } = standIn;
    const failing = (await customer.getWorkflows()).find((workflow) => workflow.status === "failing");
    const retry = await customer.retryRun(failing?.last_error?.run_id ?? "");
    return { ...standIn, failing, retry };
  }

  it("ends a queued run at once: stopped, when, every step skipped; it stays so, and its workflow is as it was", async () => {
    const { customer, advance, failing, retry } = await goingRun();
    advance(1_000);
    const stopped = await customer.stopRun(retry.id);
    expect(stopped).toMatchObject({
      id: retry.id,
      status: "stopped",
      finished_at: "2026-11-24T12:00:01.000Z",
      duration_ms: 1_000,
      error: null,
    });
    expect(stopped.steps.map((step) => [step.status, step.started_at, step.duration_ms])).toEqual(
      retry.steps.map(() => ["skipped", null, null]),
    );
    advance(RETRY_DONE_MS);
    expect(await customer.getRun(retry.id)).toEqual(stopped);
    expect((await customer.listRuns({ status: "stopped" })).runs.map((run) => run.id)).toEqual([retry.id]);
    // Neither a success nor a failure: still failing, the day's counts and the usage unchanged.
    const workflow = (await customer.getWorkflows()).find((each) => each.id === failing?.id);
    expect(workflow).toMatchObject({
      status: "failing",
      last_error: failing?.last_error,
      last_run_at: retry.started_at,
      runs_by_day: failing?.runs_by_day,
    });
  });

  it("ends a running run at once: the steps done stay done, the one going is cut short, the rest skipped", async () => {
    const { customer, advance, now, retry } = await goingRun();
    advance(RETRY_START_MS + 1_500);
    const running = await customer.getRun(retry.id);
    const cut = running.steps.findIndex((step) => step.status === "running");
    expect(running.status).toBe("running");
    expect(cut).toBeGreaterThanOrEqual(0);

    const stopped = await customer.stopRun(retry.id);
    expect(stopped).toMatchObject({
      status: "stopped",
      finished_at: now().toISOString(),
      duration_ms: RETRY_START_MS + 1_500,
      error: null,
    });
    expect(stopped.steps.slice(0, cut)).toEqual(running.steps.slice(0, cut));
    expect(stopped.steps.slice(0, cut).every((step) => step.status === "succeeded")).toBe(true);
    const startedAt = running.steps[cut].started_at ?? "";
    expect(stopped.steps[cut]).toEqual({
      name: running.steps[cut].name,
      status: "skipped",
      started_at: startedAt,
      duration_ms: now().getTime() - Date.parse(startedAt),
      error: null,
    });
    expect(
      stopped.steps.slice(cut + 1).map((step) => [step.status, step.started_at, step.duration_ms]),
    ).toEqual(running.steps.slice(cut + 1).map(() => ["skipped", null, null]));
    // Its length is its wait in the queue and its steps', as for every ended run.
    const lasted = stopped.steps.reduce((sum, step) => sum + (step.duration_ms ?? 0), 0);
    expect(stopped.duration_ms).toBe(RETRY_START_MS + lasted);
  });

  it("is refused for a run that has ended, stopped ones included (409 run_finished), and for another customer's run (404)", async () => {
    const { standIn, client, customer, advance, retry } = await goingRun();
    const [succeeded] = (await customer.listRuns({ status: "succeeded", limit: 1 })).runs;
    const [failed] = (await customer.listRuns({ status: "failed", limit: 1 })).runs;
    expect(await outcome(customer.stopRun(succeeded.id))).toBe("409 run_finished");
    expect(await outcome(customer.stopRun(failed.id))).toBe("409 run_finished");

    standIn.seedDemoCustomer("other");
    expect(await outcome(client("other").stopRun(retry.id))).toBe("404 not_found");
    expect((await customer.getRun(retry.id)).status).toBe("queued");

    await customer.stopRun(retry.id);
    expect(await outcome(customer.stopRun(retry.id))).toBe("409 run_finished");
    advance(RETRY_DONE_MS);
    const another = await customer.retryRun(retry.retry_of ?? "");
    advance(RETRY_DONE_MS);
    expect(await outcome(customer.stopRun(another.id)), "it succeeded").toBe("409 run_finished");
  });

  it("gives the quota's unit a retry held back while it was going", async () => {
    const probe = await demo();
    const support = (await probe.customer.getAgents()).find(
      (agent) => agent.agent_slug === "customer-support",
    );
    const used =
      (await probe.customer.getUsage()).find((usage) => usage.subscription_id === support?.id)?.used ?? 0;
    const { customer } = await demo({ quotas: { "customer-support": { professional: used + 1 } } });
    const [latest, earlier] = (
      await customer.listRuns({ status: "failed", agent_slug: "customer-support", limit: 2 })
    ).runs;
    const retry = await customer.retryRun(latest.id);
    expect(await outcome(customer.retryRun(earlier.id))).toBe("429 quota_reached");
    await customer.stopRun(retry.id);
    expect(await outcome(customer.retryRun(earlier.id))).toBe("ok");
  });
});

describe("pausing and resuming a workflow", () => {
  it("pauses and resumes, each twice over with the same answer; a failing workflow stays failing until a run succeeds", async () => {
    const { customer } = await demo();
    const workflows = await customer.getWorkflows();
    const failing = workflows.find((workflow) => workflow.status === "failing");
    const running = workflows.find((workflow) => workflow.status === "running");
    const id = failing?.id ?? "";
    const paused = await customer.pauseWorkflow(id);
    expect(paused).toMatchObject({ status: "paused", last_error: null });
    expect(await customer.pauseWorkflow(id)).toEqual(paused);
    expect((await customer.getWorkflows()).find((workflow) => workflow.id === id)?.status).toBe("paused");
    const resumed = await customer.resumeWorkflow(id);
    expect(resumed).toEqual(failing);
    expect(await customer.resumeWorkflow(id)).toEqual(resumed);
    expect(await customer.resumeWorkflow(running?.id ?? "")).toEqual(running);
  });

  it("refuses to resume a paused workflow when the quota is used up (429), and either once its subscription has ended (409)", async () => {
    const { customer, advance } = await demo({ quotas: { "content-creator": { starter: 1 } } });
    const trial = (await customer.getAgents()).find((agent) => agent.status === "trial");
    const [workflow] = (await customer.getWorkflows()).filter((each) => each.subscription_id === trial?.id);
    expect(await outcome(customer.resumeWorkflow(workflow.id)), "not paused: nothing to do").toBe("ok");
    await customer.pauseWorkflow(workflow.id);
    expect(await outcome(customer.resumeWorkflow(workflow.id))).toBe("429 quota_reached");

    await customer.cancelSubscription(trial?.id ?? "");
    advance(Date.parse(trial?.trial_ends_at ?? "") - NOW.getTime());
    expect(await outcome(customer.pauseWorkflow(workflow.id))).toBe("409 conflict");
    expect(await outcome(customer.resumeWorkflow(workflow.id))).toBe("409 conflict");
  });
});

describe("held runs (the stand-in's PUT /__hold-runs, for a browser test of Stop)", () => {
  const hold = (host: string, email: string, held: unknown) =>
    fetch(`${host}/__hold-runs`, { method: "PUT", body: JSON.stringify({ email, hold: held }) });

  /** The demo customer's latest failed run, retried while their runs are held. */
  async function heldRetry() {
    const standIn = await demo();
    expect((await hold(standIn.host, "demo@example.com", true)).status).toBe(200);
    const failing = (await standIn.customer.getWorkflows()).find((each) => each.status === "failing");
    const retry = await standIn.customer.retryRun(failing?.last_error?.run_id ?? "");
    return { ...standIn, retry };
  }

  it("keeps a retry running long after its planned end, until it is stopped", async () => {
    const { customer, advance, now, retry } = await heldRetry();
    expect(retry.status).toBe("queued");
    advance(RETRY_START_MS);
    expect((await customer.getRun(retry.id)).status).toBe("running");
    advance(10 * RETRY_DONE_MS);
    const held = await customer.getRun(retry.id);
    expect(held).toMatchObject({ status: "running", finished_at: null, duration_ms: null });
    expect(held.steps.at(-1)?.status).toBe("running");
    const stopped = await customer.stopRun(retry.id);
    expect(stopped).toMatchObject({ status: "stopped", finished_at: now().toISOString() });
    expect(stopped.steps.at(-1)?.status).toBe("skipped");
    advance(RETRY_DONE_MS);
    expect(await customer.getRun(retry.id)).toEqual(stopped);
  });

  it("ends a held run when released: at once past its planned end, as planned before it", async () => {
    const { customer, advance, host, now, retry } = await heldRetry();
    advance(10 * RETRY_DONE_MS);
    const released = await hold(host, "demo@example.com", false);
    expect(await released.json()).toEqual({ email: "demo@example.com", hold: false, released: [retry.id] });
    const ended = await customer.getRun(retry.id);
    expect(ended).toMatchObject({ status: "succeeded", finished_at: now().toISOString() });
    expect(ended.duration_ms).toBe(10 * RETRY_DONE_MS);
  });

  it("a held run released before its planned end ends as planned", async () => {
    const { customer, advance, host, retry } = await heldRetry();
    advance(RETRY_START_MS);
    await hold(host, "demo@example.com", false);
    expect((await customer.getRun(retry.id)).status).toBe("running");
    advance(RETRY_DONE_MS - RETRY_START_MS);
    expect(await customer.getRun(retry.id)).toMatchObject({
      status: "succeeded",
      duration_ms: RETRY_DONE_MS,
    });
  });

  it("holds one customer's runs only, and refuses a malformed control", async () => {
    const { standIn, client, host, advance } = await heldRetry();
    standIn.seedDemoCustomer("other");
    const other = client("other");
    const failing = (await other.getWorkflows()).find((each) => each.status === "failing");
    const theirs = await other.retryRun(failing?.last_error?.run_id ?? "");
    advance(RETRY_DONE_MS);
    expect((await other.getRun(theirs.id)).status).toBe("succeeded");
    expect((await hold(host, "demo@example.com", "yes")).status).toBe(400);
  });
});
