import type { components } from "../web/shared/api/openapi";
import { workflowTemplates } from "./agent-workflows";
import type { Billing } from "./billing";
import { Refusal } from "./refusal";
import {
  DAY_MS,
  releaseRun,
  retryRecord,
  runAt,
  runPage,
  stopRun,
  workflowAt,
  type RunFilters,
  type WorkflowRecord,
} from "./runs";
import { simulatedRuns } from "./simulated-runs";
import {
  cancel,
  changePlan,
  dailyUsageOf,
  hasEnded,
  newSubscription,
  refuseQuotaReached,
  resume,
  settle,
  usageOf,
  type Quotas,
} from "./subscriptions";

// Each customer's agent subscriptions, workflows and runs, and what they may do with them. Ids
// are given in order of creation across customers: another customer's id is not found.

type AgentSubscription = components["schemas"]["AgentSubscription"];

const HOUR_MS = 3_600_000;
/** The demo customer's runs are the same whoever signs in as them (the uid is not in the seed). */
const DEMO_SEED = "demo-customer";

export function createCustomers({
  seed,
  now,
  quotas,
  billing,
}: {
  seed: string;
  now: () => number;
  quotas: Quotas;
  billing: Billing;
}) {
  const subscriptions = new Map<string, AgentSubscription[]>();
  const workflows = new Map<string, WorkflowRecord[]>();
  let lastId = 0;
  const nextId = (prefix: string) => `${prefix}-${++lastId}`;

  /** The customer's subscriptions up to now: a trial's end with or without a card, the invoices due. */
  const subscriptionsOf = (uid: string) =>
    (subscriptions.get(uid) ?? []).map((each) => {
      const before = each.status;
      settle(each, now(), { paymentMethodOnFile: billing.hasPaymentMethod(uid) });
      billing.issueDue(uid, each, before);
      return each;
    });
  const workflowsOf = (uid: string) => workflows.get(uid) ?? [];

  function subscription(uid: string, id: string): AgentSubscription {
    const found = subscriptionsOf(uid).find((each) => each.id === id);
    if (!found) throw new Refusal(404, "not_found", `You have no subscription ${id}.`);
    return found;
  }

  function workflow(uid: string, id: string): WorkflowRecord {
    const found = workflowsOf(uid).find((each) => each.id === id);
    if (!found) throw new Refusal(404, "not_found", `You have no workflow ${id}.`);
    return found;
  }

  function run(uid: string, id: string) {
    for (const each of workflowsOf(uid)) {
      const record = each.runs.find((candidate) => candidate.id === id);
      if (record) return { workflow: each, record };
    }
    throw new Refusal(404, "not_found", `You have no run ${id}.`);
  }

  function refuseEnded(uid: string, subscriptionId: string) {
    if (hasEnded(subscription(uid, subscriptionId))) {
      throw new Refusal(409, "conflict", "Its subscription has ended.");
    }
  }

  /** A 14-day trial started at `startedAt`, with its agent's workflows and their runs since then. */
  function startTrial(
    uid: string,
    trial: { agent_slug: string; plan: string },
    { startedAt = now(), runSeed = `${seed}/${uid}`, failing = "" } = {},
  ): AgentSubscription {
    if (subscriptionsOf(uid).some((each) => each.agent_slug === trial.agent_slug && !hasEnded(each))) {
      throw new Refusal(409, "trial_exists", `You already have ${trial.agent_slug}.`);
    }
    const made = settle(newSubscription(nextId("sub"), trial, startedAt), now());
    subscriptions.set(uid, [made, ...(subscriptions.get(uid) ?? [])]);
    const added = workflowTemplates(trial.agent_slug).map((template) => {
      const id = nextId("wf");
      const simulated = { id, subscription_id: made.id, agent_slug: trial.agent_slug, template };
      // A failing workflow: its first step has failed for the last five hours (an expired connection).
      const outage =
        template.name === failing ? { since: new Date(now() - 5 * HOUR_MS), step: 0 } : undefined;
      const runs = simulatedRuns(simulated, {
        seed: runSeed,
        since: new Date(startedAt),
        now: new Date(now()),
        outage,
      });
      return {
        id,
        name: template.name,
        subscription_id: made.id,
        agent_slug: trial.agent_slug,
        paused: false,
        runs,
      };
    });
    workflows.set(uid, [...workflowsOf(uid), ...added]);
    return made;
  }

  /**
   * Every state the client area shows: an active customer-support subscription (professional,
   * since 70 days, so 60 days of runs fill this period and the one before) whose "Ticket triage" is failing, and a content-creator trial (starter) started
   * 12 days ago, so ending within 3 days, that has used 80 % or more of its quota (40 to 48 runs of
   * the dataset's 50: demo-customer.test.ts); a card on file and the active one's invoices
   * (billing.ts's `seedDemo`).
   */
  function seedDemoCustomer(uid: string) {
    const active = startTrial(
      uid,
      { agent_slug: "customer-support", plan: "professional" },
      { startedAt: now() - 70 * DAY_MS, runSeed: `${seed}/${DEMO_SEED}`, failing: "Ticket triage" },
    );
    // A subscription that never was a trial: billed monthly from its start, with a card on file.
    settle(Object.assign(active, { status: "active", trial_ends_at: null }), now());
    billing.seedDemo(uid, active);
    startTrial(
      uid,
      { agent_slug: "content-creator", plan: "starter" },
      { startedAt: now() - 12 * DAY_MS, runSeed: `${seed}/${DEMO_SEED}` },
    );
  }

  return {
    startTrial,
    seedDemoCustomer,
    agents: subscriptionsOf,
    workflows: (uid: string) => workflowsOf(uid).map((each) => workflowAt(each, now())),
    /** The workflows with their runs as kept (the notifications read what happened from them). */
    workflowRecords: workflowsOf,
    runs: (uid: string, filters: RunFilters) => runPage(workflowsOf(uid), filters, now()),
    run: (uid: string, id: string) => runAt(run(uid, id).record, now()),

    /** A retry of a failed run; `held` (a test's control), it runs on until released. */
    retry(uid: string, id: string, held = false) {
      const { workflow: owner, record } = run(uid, id);
      if (runAt(record, now()).status !== "failed") {
        throw new Refusal(409, "conflict", "Only a failed run can be retried.");
      }
      refuseEnded(uid, owner.subscription_id);
      if (owner.paused) throw new Refusal(409, "conflict", "Its workflow is paused: resume it first.");
      refuseQuotaReached(subscription(uid, owner.subscription_id), workflowsOf(uid), quotas, now());
      const retry = retryRecord(record, owner, now(), held);
      owner.runs.push(retry);
      return runAt(retry, now());
    },

    /** Lets the customer's held runs go on (`releaseRun`); the ids of those released. */
    releaseRuns(uid: string) {
      const held = workflowsOf(uid).flatMap((each) => each.runs.filter((record) => record.held));
      for (const record of held) releaseRun(record, now());
      return held.map((record) => record.id);
    },

    /** Stops a queued or running run at once; 409 run_finished for one that has ended. */
    stop: (uid: string, id: string) => stopRun(run(uid, id).record, now()),

    pauseWorkflow(uid: string, id: string) {
      const found = workflow(uid, id);
      refuseEnded(uid, found.subscription_id);
      found.paused = true;
      return workflowAt(found, now());
    },

    resumeWorkflow(uid: string, id: string) {
      const found = workflow(uid, id);
      refuseEnded(uid, found.subscription_id);
      if (found.paused) {
        refuseQuotaReached(subscription(uid, found.subscription_id), workflowsOf(uid), quotas, now());
        found.paused = false;
      }
      return workflowAt(found, now());
    },

    usage: (uid: string) =>
      subscriptionsOf(uid)
        .filter((each) => !hasEnded(each))
        .map((each) => usageOf(each, workflowsOf(uid), quotas, now())),
    /** Each subscription's units a UTC day of its current or previous period (those that have it). */
    dailyUsage: (uid: string, period: "current" | "previous") => ({
      period,
      subscriptions: subscriptionsOf(uid)
        .filter((each) => !hasEnded(each))
        .flatMap((each) => dailyUsageOf(each, workflowsOf(uid), quotas, now(), period) ?? []),
    }),
    changePlan: (uid: string, id: string, plan: string) => changePlan(subscription(uid, id), plan),
    cancel: (uid: string, id: string) => cancel(subscription(uid, id)),
    resume: (uid: string, id: string) => resume(subscription(uid, id)),
  };
}
