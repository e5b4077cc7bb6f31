import { afterEach, describe, expect, it } from "vitest";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { RETRY_DONE_MS } from "./runs";
import { billingPeriod, newSubscription, settle } from "./subscriptions";
import { allRuns, NOW, outcome, startStandIn } from "./test-stand-in";

// Plans, cancellations and usage, through the site's own client on the stand-in's clock.

const DAY_MS = 86_400_000;
let standIns: Awaited<ReturnType<typeof startStandIn>>[] = [];

/** The demo customer's active subscription (professional since 70 days) and trial (starter since 12). */
async function demo(options: Parameters<typeof startStandIn>[0] = {}) {
  const standIn = await startStandIn(options);
  standIns.push(standIn);
  standIn.standIn.seedDemoCustomer("demo");
  const customer = standIn.client("demo");
  const agents = await customer.getAgents();
  const find = (status: string) => agents.find((agent) => agent.status === status) as AgentSubscription;
  return { ...standIn, customer, active: find("active"), trial: find("trial") };
}

afterEach(async () => {
  await Promise.all(standIns.map((standIn) => standIn.close()));
  standIns = [];
});

describe("billing periods", () => {
  it("are a trial's 14 days, then months from when billing began, the day kept or the month's last", () => {
    const trial = newSubscription(
      "s",
      { agent_slug: "a", plan: "starter" },
      Date.parse("2027-01-17T10:00:00.000Z"),
    );
    expect(billingPeriod(trial, Date.parse("2027-01-20T00:00:00.000Z"))).toEqual({
      start: Date.parse("2027-01-17T10:00:00.000Z"),
      end: Date.parse("2027-01-31T10:00:00.000Z"),
    });
    // Past its end, a trial not cancelled is active, billed monthly from the trial's end.
    const converted = settle(trial, Date.parse("2027-03-05T00:00:00.000Z"));
    expect(converted).toMatchObject({ status: "active", current_period_end: "2027-03-31T10:00:00.000Z" });
    const period = (now: string) =>
      Object.values(billingPeriod(converted, Date.parse(now))).map((time) => new Date(time).toISOString());
    expect(period("2027-02-27T00:00:00.000Z")).toEqual([
      "2027-01-31T10:00:00.000Z",
      "2027-02-28T10:00:00.000Z",
    ]);
    expect(period("2027-02-28T10:00:00.000Z")).toEqual([
      "2027-02-28T10:00:00.000Z",
      "2027-03-31T10:00:00.000Z",
    ]);
    expect(period("2027-04-30T10:00:00.000Z")).toEqual([
      "2027-04-30T10:00:00.000Z",
      "2027-05-31T10:00:00.000Z",
    ]);
  });
});

describe("usage (GET /api/usage)", () => {
  it("counts each subscription's succeeded runs of this period, a trial's being its 14 days", async () => {
    const { customer, active, trial } = await demo();
    const usage = await customer.getUsage();
    expect(usage.map((each) => each.subscription_id).sort()).toEqual([active.id, trial.id].sort());
    const ofTrial = usage.find((each) => each.subscription_id === trial.id);
    expect(ofTrial).toMatchObject({ period_start: trial.started_at, period_end: trial.trial_ends_at });
    const ofActive = usage.find((each) => each.subscription_id === active.id);
    // Started on 15 September at noon: its month began on 15 November and renews on 15 December.
    expect(ofActive).toMatchObject({
      period_start: "2026-11-15T12:00:00.000Z",
      period_end: "2026-12-15T12:00:00.000Z",
    });
    expect(active.current_period_end).toBe("2026-12-15T12:00:00.000Z");
    for (const each of [ofTrial, ofActive]) {
      const succeeded = (await allRuns(customer, { status: "succeeded" })).filter(
        (run) =>
          run.subscription_id === each?.subscription_id && run.started_at >= (each?.period_start ?? ""),
      );
      expect(each?.used).toBe(succeeded.length);
      expect(each?.used).toBeGreaterThan(0);
    }
  });

  it("counts a retry once it has succeeded", async () => {
    const { customer, advance, active } = await demo();
    const usedNow = async () =>
      (await customer.getUsage()).find((each) => each.subscription_id === active.id)?.used;
    const before = await usedNow();
    const [failed] = (await customer.listRuns({ status: "failed", agent_slug: active.agent_slug, limit: 1 }))
      .runs;
    await customer.retryRun(failed.id);
    expect(await usedNow()).toBe(before);
    advance(RETRY_DONE_MS);
    expect(await usedNow()).toBe((before ?? 0) + 1);
  });
});

describe("the limits the stand-in enforces, in GET /api/usage", () => {
  it("gives each subscription its plan's limit (null: none), the one a retry is refused at", async () => {
    const { customer, active, trial } = await demo({ quotas: { "content-creator": { starter: 50 } } });
    const limits = Object.fromEntries(
      (await customer.getUsage()).map((each) => [each.subscription_id, each.limit]),
    );
    expect(limits).toEqual({ [trial.id]: 50, [active.id]: null });
    await customer.changePlan(trial.id, "professional");
    expect((await customer.getUsage()).find((each) => each.subscription_id === trial.id)?.limit).toBeNull();
  });
});

describe("usage over time (GET /api/usage/daily)", () => {
  const QUOTAS = { "content-creator": { starter: 50 }, "customer-support": { professional: 1000 } };

  it("gives each UTC day of the current period, up to today, adding up to the period's usage, with the limit", async () => {
    const { customer, active, trial } = await demo({ quotas: QUOTAS });
    const daily = await customer.getDailyUsage("current");
    const usage = await customer.getUsage();
    expect(daily.period).toBe("current");
    expect(daily.subscriptions.map((each) => each.subscription_id).sort()).toEqual(
      [active.id, trial.id].sort(),
    );
    for (const each of daily.subscriptions) {
      const period = usage.find((use) => use.subscription_id === each.subscription_id);
      expect(each).toMatchObject({
        period_start: period?.period_start,
        period_end: period?.period_end,
        limit: period?.limit,
      });
      expect(each.days.reduce((sum, day) => sum + day.used, 0)).toBe(period?.used);
      expect(each.days[0].date).toBe(each.period_start.slice(0, 10));
      expect(each.days.at(-1)?.date).toBe("2026-11-24");
    }
    const ofActive = daily.subscriptions.find((each) => each.subscription_id === active.id);
    expect(ofActive).toMatchObject({ agent_slug: "customer-support", plan: "professional", limit: 1000 });
    // 15 to 24 November, none missing.
    expect(ofActive?.days.map((day) => day.date)).toEqual(
      Array.from({ length: 10 }, (_, index) => `2026-11-${String(15 + index).padStart(2, "0")}`),
    );
    // Each day counts the runs that succeeded and started on it.
    const succeeded = await allRuns(customer, {
      status: "succeeded",
      started_from: "2026-11-20",
      started_to: "2026-11-20",
    });
    expect(ofActive?.days.find((day) => day.date === "2026-11-20")?.used).toBe(
      succeeded.filter((run) => run.subscription_id === active.id).length,
    );
  });

  it("gives the previous period in full: the month before, with its runs; a first trial has none", async () => {
    const { customer, active } = await demo({ quotas: QUOTAS });
    const daily = await customer.getDailyUsage("previous");
    expect(daily.period).toBe("previous");
    expect(daily.subscriptions.map((each) => each.subscription_id)).toEqual([active.id]);
    const [previous] = daily.subscriptions;
    expect(previous).toMatchObject({
      period_start: "2026-10-15T12:00:00.000Z",
      period_end: "2026-11-15T12:00:00.000Z",
      limit: 1000,
    });
    expect(previous.days).toHaveLength(32);
    expect([previous.days[0].date, previous.days.at(-1)?.date]).toEqual(["2026-10-15", "2026-11-15"]);
    const runs = (await allRuns(customer, { status: "succeeded" })).filter(
      (run) =>
        run.subscription_id === active.id &&
        run.started_at >= previous.period_start &&
        run.started_at < previous.period_end,
    );
    expect(previous.days.reduce((sum, day) => sum + day.used, 0)).toBe(runs.length);
    // 60 days of runs: every day of the period has some.
    expect(previous.days.every((day) => day.used > 0)).toBe(true);
  });

  it("takes a converted trial's 14 days as the period before its first month", async () => {
    const { customer, advance, trial } = await demo({ quotas: QUOTAS });
    advance(Date.parse(trial.trial_ends_at ?? "") - NOW.getTime() + DAY_MS);
    const [previous] = (await customer.getDailyUsage("previous")).subscriptions.filter(
      (each) => each.subscription_id === trial.id,
    );
    expect(previous).toMatchObject({
      period_start: trial.started_at,
      period_end: trial.trial_ends_at,
      limit: 50,
    });
  });
});

describe("changing the plan (POST /api/agents/{subscription_id}/plan)", () => {
  it("changes a trial's plan at once, either way", async () => {
    const { customer, trial } = await demo();
    expect(await customer.changePlan(trial.id, "enterprise")).toMatchObject({
      plan: "enterprise",
      scheduled_plan: null,
    });
    expect(await customer.changePlan(trial.id, "starter")).toMatchObject({
      plan: "starter",
      scheduled_plan: null,
    });
    expect(await outcome(customer.changePlan(trial.id, "starter"))).toBe("409 conflict");
  });

  it("upgrades an active subscription at once, and downgrades it at the period's end", async () => {
    const { customer, advance, active } = await demo();
    const downgrade = await customer.changePlan(active.id, "starter");
    expect(downgrade).toMatchObject({
      plan: "professional",
      scheduled_plan: { plan: "starter", applies_at: "2026-12-15T12:00:00.000Z" },
    });
    // Asking for the current plan takes the downgrade back; asking again is a conflict.
    expect(await customer.changePlan(active.id, "professional")).toMatchObject({ scheduled_plan: null });
    expect(await outcome(customer.changePlan(active.id, "professional"))).toBe("409 conflict");
    expect(await customer.changePlan(active.id, "enterprise")).toMatchObject({
      plan: "enterprise",
      scheduled_plan: null,
    });

    await customer.changePlan(active.id, "starter");
    advance(Date.parse("2026-12-15T12:00:00.000Z") - NOW.getTime() - 1);
    expect((await customer.getAgents()).find((agent) => agent.id === active.id)?.plan).toBe("enterprise");
    advance(1);
    expect((await customer.getAgents()).find((agent) => agent.id === active.id)).toMatchObject({
      plan: "starter",
      scheduled_plan: null,
      current_period_end: "2027-01-15T12:00:00.000Z",
    });
  });

  it("refuses a plan the stand-in does not know (400)", async () => {
    const { customer, trial } = await demo();
    expect(await outcome(customer.changePlan(trial.id, "platinum"))).toBe("400 invalid_request");
  });
});

describe("cancelling and resuming a subscription", () => {
  it("cancels a trial at its end: it works until then, and then it has ended", async () => {
    const { customer, advance, trial } = await demo();
    const cancelled = await customer.cancelSubscription(trial.id);
    expect(cancelled).toMatchObject({ status: "trial", cancel_at: trial.trial_ends_at });
    expect(await outcome(customer.cancelSubscription(trial.id))).toBe("409 conflict");
    expect((await customer.resumeSubscription(trial.id)).cancel_at).toBeNull();
    expect(await outcome(customer.resumeSubscription(trial.id))).toBe("409 conflict");

    await customer.cancelSubscription(trial.id);
    advance(Date.parse(trial.trial_ends_at ?? "") - NOW.getTime());
    expect((await customer.getAgents()).find((agent) => agent.id === trial.id)).toMatchObject({
      status: "cancelled",
      current_period_end: null,
    });
    expect((await customer.getUsage()).map((usage) => usage.subscription_id)).not.toContain(trial.id);
    for (const refused of [
      customer.cancelSubscription(trial.id),
      customer.resumeSubscription(trial.id),
      customer.changePlan(trial.id, "enterprise"),
    ]) {
      expect(await outcome(refused)).toBe("409 conflict");
    }
    // Once it has ended, a new trial of the same agent may start.
    expect(await customer.startTrial({ agent_slug: trial.agent_slug, plan: "starter" })).toMatchObject({
      status: "trial",
    });
  });

  it("cancels an active subscription at its period's end and drops a waiting downgrade", async () => {
    const { customer, advance, active } = await demo();
    await customer.changePlan(active.id, "starter");
    const cancelled = await customer.cancelSubscription(active.id);
    expect(cancelled).toMatchObject({
      status: "active",
      cancel_at: "2026-12-15T12:00:00.000Z",
      scheduled_plan: null,
      plan: "professional",
    });
    advance(20 * DAY_MS);
    expect((await customer.getAgents()).find((agent) => agent.id === active.id)?.status).toBe("active");
    advance(DAY_MS);
    expect((await customer.getAgents()).find((agent) => agent.id === active.id)?.status).toBe("cancelled");
  });

  it("turns a trial that was not cancelled into an active subscription at its end", async () => {
    const { customer, advance, trial } = await demo();
    advance(Date.parse(trial.trial_ends_at ?? "") - NOW.getTime());
    expect((await customer.getAgents()).find((agent) => agent.id === trial.id)).toMatchObject({
      status: "active",
      // Its trial ended on 26 November at noon: billed from then, it renews a month later.
      current_period_end: "2026-12-26T12:00:00.000Z",
    });
  });
});
