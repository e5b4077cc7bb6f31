import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgentSubscription, Usage, Workflow } from "#web/shared/api/backend.ts";
import { createBilling } from "./billing";
import { createCustomers } from "./customers";
import { allRuns, DATASET_QUOTAS, NOW, startStandIn } from "./test-stand-in";

// The demo customer (`npm start`'s demo@example.com, and the end-to-end tests' accounts) shows
// every state the client area has: a failing workflow, a trial ending within 3 days and a quota
// at 80 % or more, with the bundled dataset's quotas.

const DAY_MS = 86_400_000;
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let agents: AgentSubscription[];
let workflows: Workflow[];
let usage: Usage[];

beforeAll(async () => {
  standIn = await startStandIn({ quotas: DATASET_QUOTAS });
  standIn.standIn.seedDemoCustomer("demo");
  const customer = standIn.client("demo");
  [agents, workflows, usage] = await Promise.all([
    customer.getAgents(),
    customer.getWorkflows(),
    customer.getUsage(),
  ]);
});
afterAll(() => standIn.close());

describe("the demo customer", () => {
  it("has an active customer-support subscription (professional) whose Ticket triage is failing, its last error a real failed run", async () => {
    const support = agents.find((agent) => agent.agent_slug === "customer-support");
    expect(support).toMatchObject({
      plan: "professional",
      status: "active",
      trial_ends_at: null,
      cancel_at: null,
    });
    const failing = workflows.filter((workflow) => workflow.status === "failing");
    expect(failing.map((workflow) => [workflow.name, workflow.subscription_id])).toEqual([
      ["Ticket triage", support?.id],
    ]);
    const [triage] = failing;
    const lastRuns = (await allRuns(standIn.client("demo"), { workflow_id: triage.id })).slice(0, 2);
    expect(lastRuns.map((run) => run.status)).toEqual(["failed", "failed"]);
    expect(triage.last_error).toEqual({
      run_id: lastRuns[0].id,
      message: lastRuns[0].error?.message,
      at: lastRuns[0].finished_at,
    });
    expect(triage.last_error?.message).toMatch(/Zendesk/);
    const failedRun = await standIn.client("demo").getRun(triage.last_error?.run_id ?? "");
    expect(failedRun.steps.map((step) => step.status)).toEqual(["failed", "skipped", "skipped", "skipped"]);
    expect(workflows.filter((workflow) => workflow.last_error !== null)).toEqual([triage]);
  });

  it("has a content-creator trial (starter), started 12 days ago, so ending within 3 days", () => {
    const trial = agents.find((agent) => agent.agent_slug === "content-creator");
    expect(trial).toMatchObject({ plan: "starter", status: "trial", current_period_end: null });
    expect(Date.parse(trial?.started_at ?? "")).toBe(NOW.getTime() - 12 * DAY_MS);
    const left = Date.parse(trial?.trial_ends_at ?? "") - NOW.getTime();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(3 * DAY_MS);
  });

  it("has used 80 % or more of the trial's quota, and not all of it", () => {
    const trial = agents.find((agent) => agent.agent_slug === "content-creator");
    const used = usage.find((each) => each.subscription_id === trial?.id)?.used ?? 0;
    const limit = DATASET_QUOTAS["content-creator"].starter;
    expect(used / limit).toBeGreaterThanOrEqual(0.8);
    expect(used).toBeLessThan(limit);
  });

  it("has 60 days of usage: its active subscription's current and previous periods both have runs", async () => {
    const customer = standIn.client("demo");
    const support = agents.find((agent) => agent.agent_slug === "customer-support");
    const runs = (await allRuns(customer, { status: "succeeded" })).filter(
      (run) => run.subscription_id === support?.id,
    );
    const oldest = new Date(NOW.getTime() - 59 * DAY_MS).toISOString().slice(0, 10);
    expect(runs.at(-1)?.started_at.slice(0, 10)).toBe(oldest);
    for (const period of ["current", "previous"] as const) {
      const daily = await customer.getDailyUsage(period);
      const ofSupport = daily.subscriptions.find((each) => each.subscription_id === support?.id);
      expect(ofSupport?.days.reduce((sum, day) => sum + day.used, 0)).toBeGreaterThan(0);
    }
  });

  it("shows the same states on days all through a year, at any time of day, for the default seed and the tests'", () => {
    const misses: string[] = [];
    for (const seed of ["nexora", "test"]) {
      for (let day = 0; day < 365; day += 5) {
        // A time of day that moves through the whole day over the year.
        const now = Date.parse("2026-01-01T00:00:00.000Z") + day * DAY_MS + ((day * 997) % 1440) * 60_000;
        const billing = createBilling({ now: () => now, prices: {}, newSessionId: () => "session" });
        const customers = createCustomers({ seed, now: () => now, quotas: DATASET_QUOTAS, billing });
        customers.seedDemoCustomer("demo");
        const trial = customers.agents("demo").find((agent) => agent.status === "trial");
        const used = customers.usage("demo").find((each) => each.subscription_id === trial?.id)?.used ?? 0;
        const failing = customers
          .workflows("demo")
          .filter((workflow) => workflow.status === "failing")
          .map((workflow) => workflow.name);
        if (used < 40 || used >= 50 || failing.join() !== "Ticket triage") {
          misses.push(`${seed} ${new Date(now).toISOString()}: ${used} used, failing ${failing.join()}`);
        }
      }
    }
    expect(misses).toEqual([]);
  }, 20_000);
});
