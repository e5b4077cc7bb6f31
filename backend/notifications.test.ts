import { afterEach, describe, expect, it } from "vitest";
import type { Notification, NotificationPreferences } from "#web/shared/api/backend.ts";
import { DEMO_READ_BEFORE_MS } from "./customer-notifications";
import { eventsAt, TRIAL_ENDING_NOTICE_MS } from "./notification-events";
import { defaultPreferences } from "./notifications";
import { RETRY_DONE_MS, type RunRecord, type WorkflowRecord } from "./runs";
import { DATASET_QUOTAS, NOW, outcome, startStandIn } from "./test-stand-in";

// What the stand-in tells a customer (GET /api/notifications and the rest), made from its own
// events and as the customer's preferences say, through the site's own client (every reply
// checked against openapi.yaml), on a clock the tests move.

const DAY_MS = 86_400_000;
let standIns: Awaited<ReturnType<typeof startStandIn>>[] = [];

async function standInWith(options: Parameters<typeof startStandIn>[0] = {}) {
  const standIn = await startStandIn(options);
  standIns.push(standIn);
  return standIn;
}

async function demo(options: Parameters<typeof startStandIn>[0] = {}) {
  const standIn = await standInWith({ quotas: DATASET_QUOTAS, ...options });
  standIn.standIn.seedDemoCustomer("demo");
  return { ...standIn, customer: standIn.client("demo") };
}

afterEach(async () => {
  await Promise.all(standIns.map((standIn) => standIn.close()));
  standIns = [];
});

const kinds = (items: Notification[]) => items.map((each) => each.kind);
const preferencesWith = (changes: Partial<NotificationPreferences>) => ({
  ...defaultPreferences(),
  ...changes,
});

describe("the demo customer's notifications", () => {
  it("tell the last days' events, newest first, the recent ones unread, and an invoice", async () => {
    const { customer } = await demo();
    const { items, unread_count, next_cursor } = await customer.listNotifications({ limit: 100 });
    expect(next_cursor).toBeNull();
    expect(items.map((each) => each.created_at)).toEqual(
      items
        .map((each) => each.created_at)
        .sort()
        .reverse(),
    );
    const [triage] = (await customer.getWorkflows()).filter((workflow) => workflow.status === "failing");
    // Ticket triage became failing five hours ago: told once, with its runs that failed since.
    expect(items.filter((each) => each.kind === "workflow_failing")).toEqual([
      expect.objectContaining({
        subject: { type: "workflow", id: triage.id },
        workflow_name: "Ticket triage",
        agent_slug: "customer-support",
        read_at: null,
      }),
    ]);
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: "run_failed",
        subject: { type: "run", id: triage.last_error?.run_id },
        created_at: triage.last_error?.at,
        read_at: null,
      }),
    );
    const trial = (await customer.getAgents()).find((agent) => agent.status === "trial");
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: "trial_ending",
        subject: { type: "subscription", id: trial?.id },
        agent_slug: "content-creator",
        ends_at: trial?.trial_ends_at,
      }),
    );
    expect(kinds(items)).toContain("quota_80");
    // Billing's invoices, as it issued them: the paid and the open, not the void one.
    const invoices = await customer.listInvoices();
    expect(
      items.filter((each) => each.kind === "invoice").map((each) => [each.subject.id, each.created_at]),
    ).toEqual(
      invoices
        .filter((invoice) => invoice.status !== "void")
        .map((invoice) => [invoice.id, invoice.issued_at]),
    );
    const readBefore = new Date(NOW.getTime() - DEMO_READ_BEFORE_MS).toISOString();
    for (const each of items) expect(each.read_at === null).toBe(each.created_at >= readBefore);
    expect(unread_count).toBe(items.filter((each) => each.read_at === null).length);
    expect(unread_count).toBeGreaterThan(0);
    expect(unread_count).toBeLessThan(items.length);
  });

  it("pages newest first by cursor, without a duplicate or a gap, and refuses a bad cursor or limit with 400", async () => {
    const { customer } = await demo();
    const everything = (await customer.listNotifications({ limit: 100 })).items;
    const paged: Notification[] = [];
    let cursor: string | undefined;
    do {
      const page = await customer.listNotifications({ limit: 2, cursor });
      paged.push(...page.items);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(everything);
    expect((await customer.listNotifications()).items).toHaveLength(Math.min(20, everything.length));
    expect(await outcome(customer.listNotifications({ limit: 0 }))).toBe("400 invalid_request");
    expect(await outcome(customer.listNotifications({ limit: 101 }))).toBe("400 invalid_request");
    expect(await outcome(customer.listNotifications({ cursor: "bm90LWEtY3Vyc29y" }))).toBe(
      "400 invalid_request",
    );
  });
});

describe("reading notifications", () => {
  it("marks one read (once), then all, and refuses an unknown or another customer's with 404", async () => {
    const { standIn, customer, client, advance } = await demo();
    const { items, unread_count } = await customer.listNotifications();
    const unread = items.find((each) => each.read_at === null)!;
    const read = await customer.markNotificationRead(unread.id);
    expect(read).toMatchObject({ id: unread.id, read_at: NOW.toISOString() });
    advance(60_000);
    expect((await customer.markNotificationRead(unread.id)).read_at).toBe(NOW.toISOString());
    expect((await customer.listNotifications()).unread_count).toBe(unread_count - 1);

    standIn.seedDemoCustomer("someone-else");
    expect(await outcome(client("someone-else").markNotificationRead(unread.id))).toBe("404 not_found");
    expect(await outcome(customer.markNotificationRead("ntf-0"))).toBe("404 not_found");

    expect(await customer.markAllNotificationsRead()).toEqual({ unread_count: 0 });
    const after = await customer.listNotifications({ limit: 100 });
    expect(after.unread_count).toBe(0);
    expect(after.items.every((each) => each.read_at !== null)).toBe(true);
    expect((await client("someone-else").listNotifications()).unread_count).toBeGreaterThan(0);
  });
});

describe("notifications made from the stand-in's events", () => {
  it("tell a trial that it ends within 3 days, once, and not before", async () => {
    const { client, advance } = await standInWith();
    const customer = client("new");
    const trial = await customer.startTrial({ agent_slug: "data-analyst", plan: "starter" });
    expect((await customer.listNotifications()).items).toEqual([]);
    advance(14 * DAY_MS - TRIAL_ENDING_NOTICE_MS - 60_000);
    expect((await customer.listNotifications()).items).toEqual([]);
    advance(2 * 60_000);
    const { items } = await customer.listNotifications();
    expect(items).toEqual([
      {
        id: items[0].id,
        kind: "trial_ending",
        created_at: new Date(Date.parse(trial.trial_ends_at ?? "") - TRIAL_ENDING_NOTICE_MS).toISOString(),
        read_at: null,
        subject: { type: "subscription", id: trial.id },
        agent_slug: "data-analyst",
        ends_at: trial.trial_ends_at,
      },
    ]);
    advance(DAY_MS);
    expect((await customer.listNotifications()).items).toHaveLength(1);
  });

  it("tell when a subscription's usage reaches 80 % and 100 % of its plan's quota", async () => {
    // The demo's Ticket triage: a retry of a failed run succeeds, one more unit used.
    const first = await demo();
    const support = (await first.customer.getAgents()).find(
      (agent) => agent.agent_slug === "customer-support",
    )!;
    const used = (await first.customer.getUsage()).find((each) => each.subscription_id === support.id)!.used;
    const quotaAt = async (limit: number) => {
      const { customer, advance } = await demo({ quotas: { "customer-support": { professional: limit } } });
      const failed = (await customer.listRuns({ status: "failed", agent_slug: "customer-support", limit: 1 }))
        .runs[0];
      const before = kinds((await customer.listNotifications({ limit: 100 })).items);
      await customer.retryRun(failed.id);
      advance(RETRY_DONE_MS);
      const after = (await customer.listNotifications({ limit: 100 })).items;
      return { before, told: after.slice(0, after.length - before.length) };
    };
    // A quota whose 80 % is the next unit.
    const limit80 = Math.floor(((used + 1) * 5) / 4);
    expect(Math.ceil((limit80 * 4) / 5)).toBe(used + 1);
    const at80 = await quotaAt(limit80);
    expect(at80.before).not.toContain("quota_80");
    expect(at80.told).toEqual([
      expect.objectContaining({
        kind: "quota_80",
        subject: { type: "subscription", id: support.id },
        agent_slug: "customer-support",
        created_at: new Date(NOW.getTime() + RETRY_DONE_MS).toISOString(),
      }),
    ]);
    const at100 = await quotaAt(used + 1);
    expect(at100.before).not.toContain("quota_100");
    expect(kinds(at100.told)).toEqual(["quota_100"]);
  });

  it("tell each run that failed and each time a workflow became failing, from the runs", () => {
    const run = (id: string, startedAt: number, failed: boolean): RunRecord => ({
      id,
      workflow_id: "wf-1",
      workflow_name: "Ticket triage",
      subscription_id: "sub-1",
      agent_slug: "customer-support",
      trigger: "schedule",
      retry_of: null,
      startedAt,
      steps: [
        {
          name: "Read",
          startAt: startedAt,
          durationMs: 1000,
          error: failed ? { code: "x", message: "Broke." } : null,
        },
      ],
    });
    const workflow: WorkflowRecord = {
      id: "wf-1",
      name: "Ticket triage",
      subscription_id: "sub-1",
      agent_slug: "customer-support",
      paused: false,
      runs: [
        run("r1", 0, false),
        run("r2", 10_000, true),
        run("r3", 20_000, true),
        run("r4", 30_000, false),
        run("r5", 40_000, true),
      ],
    };
    const told = eventsAt({ subscriptions: [], workflows: [workflow], quotas: {}, now: 50_000 }).map(
      (event) => [event.key, event.at],
    );
    expect(told).toEqual([
      ["run_failed:r2", 11_000],
      ["workflow_failing:wf-1:r2", 11_000],
      ["run_failed:r3", 21_000],
      ["run_failed:r5", 41_000],
      ["workflow_failing:wf-1:r5", 41_000],
    ]);
    // A run still going has not failed yet.
    expect(
      eventsAt({ subscriptions: [], workflows: [workflow], quotas: {}, now: 40_500 }).map(
        (event) => event.key,
      ),
    ).not.toContain("run_failed:r5");
  });
});

describe("notification preferences", () => {
  it("are every kind on both channels until changed, and are saved as given", async () => {
    const { client } = await standInWith();
    const customer = client("prefs");
    expect(await customer.getNotificationPreferences()).toEqual(defaultPreferences());
    const changed = preferencesWith({
      run_failed: { email: false, in_app: true },
      invoice: { email: true, in_app: false },
    });
    expect(await customer.putNotificationPreferences(changed)).toEqual(changed);
    expect(await customer.getNotificationPreferences()).toEqual(changed);
    expect(await client("another").getNotificationPreferences()).toEqual(defaultPreferences());
  });

  it.each([
    ["an unknown kind", { ...defaultPreferences(), weather: { email: true, in_app: true } }],
    ["an unknown channel", { ...defaultPreferences(), invoice: { email: true, in_app: true, sms: true } }],
    ["a missing kind", (({ invoice: _invoice, ...rest }) => rest)(defaultPreferences())],
    ["a missing channel", { ...defaultPreferences(), invoice: { email: true } }],
  ])("refuse %s with 400 invalid_request", async (_, body) => {
    const { client } = await standInWith();
    const customer = client("prefs");
    expect(await outcome(customer.putNotificationPreferences(body as NotificationPreferences))).toBe(
      "400 invalid_request",
    );
    expect(await customer.getNotificationPreferences()).toEqual(defaultPreferences());
  });

  it("decide what comes next: in the client area, and what would be e-mailed", async () => {
    const { standIn, client, advance } = await standInWith();
    const customer = client("told");
    const trial = await customer.startTrial({ agent_slug: "data-analyst", plan: "starter" });
    await customer.putNotificationPreferences(
      preferencesWith({
        trial_ending: { email: true, in_app: false },
        invoice: { email: false, in_app: true },
      }),
    );
    advance(12 * DAY_MS);
    expect((await customer.listNotifications()).items).toEqual([]);
    expect(standIn.emails().filter((each) => each.uid === "told")).toEqual([
      expect.objectContaining({ kind: "trial_ending", subject: { type: "subscription", id: trial.id } }),
    ]);
    // Turned on again, the trial's end is not told twice; billing's invoice (notify) is told on both.
    await customer.putNotificationPreferences(defaultPreferences());
    const invoice = standIn.notify("told", "invoice", { type: "invoice", id: "in-1" });
    expect(invoice).toMatchObject({
      kind: "invoice",
      read_at: null,
      subject: { type: "invoice", id: "in-1" },
    });
    expect(kinds((await customer.listNotifications()).items)).toEqual(["invoice"]);
    expect(standIn.emails().filter((each) => each.uid === "told")).toHaveLength(2);
    await customer.putNotificationPreferences(preferencesWith({ invoice: { email: false, in_app: false } }));
    expect(standIn.notify("told", "invoice", { type: "invoice", id: "in-2" })).toBeNull();
    expect(standIn.emails().filter((each) => each.uid === "told")).toHaveLength(2);
  });
});
