import { Validator } from "@cfworker/json-schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createBackendClient,
  refusalCode,
  type BackendClient,
  type Workflow,
} from "#web/shared/api/backend.ts";
import { TYPICAL_WORKFLOWS } from "./agent-workflows";
import { readContract } from "./contract";
import { emulatorIdToken } from "./id-token";
import { RUN_DAYS } from "./runs";
import { createStandInBackend, DEFAULT_PROJECT_ID, type StandInBackend } from "./stand-in";

// The stand-in and the site's client, both held to openapi.yaml: every reply the stand-in gives
// is one the document lists, with a body its schema accepts, and every request the client
// sends is one the document's request schema accepts.

const contract = new Map(readContract().map((operation) => [operation.key, operation]));
const NOW = new Date("2026-11-24T12:00:00.000Z");

/** What openapi.yaml finds wrong with a reply to `operation` (empty: nothing). */
function replyProblems(operation: string, status: number, text: string): string[] {
  const replies = contract.get(operation)?.replies;
  if (!replies) return [`${operation} is not in openapi.yaml`];
  const shape = replies[String(status)] ?? replies[`${String(status)[0]}XX`] ?? replies.default;
  if (!shape) return [`status ${status} is not listed for ${operation}`];
  if (shape.any) return [];
  if (shape.json === undefined) return text ? [`${operation} ${status} has a body, and none is listed`] : [];
  const result = new Validator(shape.json, "2020-12", false).validate(JSON.parse(text));
  return result.errors.map((error) => `${error.instanceLocation}: ${error.error}`);
}

function requestProblems(operation: string, body: unknown): string[] {
  const schema = contract.get(operation)?.requestSchema;
  if (!schema) return body === null ? [] : [`${operation} takes no body`];
  return new Validator(schema, "2020-12", false)
    .validate(body)
    .errors.map((e) => `${e.instanceLocation}: ${e.error}`);
}

let standIn: StandInBackend;
let host: string;
const token = (uid: string) =>
  emulatorIdToken(uid, DEFAULT_PROJECT_ID, { expiresAt: new Date(NOW.getTime() + 3_600_000) });

beforeAll(async () => {
  standIn = createStandInBackend({ now: () => NOW, seed: "test" });
  host = await standIn.listen(0);
});
afterAll(() => standIn.close());

/** A call of `operation` ("GET /api/runs/{run_id}"); `path` is what is called when it has parameters. */
async function call(
  operation: string,
  { uid, bearer, body, path: called }: { uid?: string; bearer?: string; body?: unknown; path?: string } = {},
) {
  const [method, template] = operation.split(" ");
  const path = called ?? template;
  const authorization = bearer ?? (uid ? `Bearer ${token(uid)}` : undefined);
  const response = await fetch(`${host}${path}`, {
    method,
    headers: {
      ...(authorization ? { Authorization: authorization } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, problems: replyProblems(operation, response.status, text) };
}

describe("the contract check", () => {
  it("finds a reply of the wrong shape (so the checks below can fail)", () => {
    expect(replyProblems("GET /api/agents", 200, JSON.stringify([{ id: "s" }]))).not.toEqual([]);
    expect(replyProblems("GET /api/agents", 418, "[]")).not.toEqual([]);
    expect(requestProblems("POST /api/agents", { agent_slug: "Not A Slug", plan: "starter" })).not.toEqual(
      [],
    );
  });
});

describe("the stand-in backend", () => {
  it("answers each of the document's operations with a reply the document lists", async () => {
    const uid = "contract-each";
    const replies = [
      await call("GET /health"),
      await call("POST /api/users", {
        uid,
        body: {
          firebase_uid: uid,
          email: "a@b.co",
          first_name: "A",
          last_name: "B",
          company_name: "",
          phone: "",
        },
      }),
      await call("GET /api/users/profile", { uid }),
      await call("PUT /api/users/profile", { uid, body: { company_name: "Analytical" } }),
      await call("POST /api/contact", { body: { email: "a@b.co", name: "A", source: "home-banner" } }),
      await call("POST /api/forms/{form_id}/submissions", {
        path: "/api/forms/webinar-sign-up/submissions",
        body: { fields: { email: "a@b.co", consent: true }, language: "en" },
      }),
      await call("POST /api/agents", { uid, body: { agent_slug: "seo-specialist", plan: "starter" } }),
      await call("GET /api/agents", { uid }),
      await call("GET /api/workflows", { uid }),
    ];
    // The client area's operations, on the demo customer's runs.
    standIn.seedDemoCustomer(uid);
    const runs = await call("GET /api/runs", { uid, path: "/api/runs?status=failed&limit=1" });
    const failed = (
      JSON.parse(runs.text) as { runs: { id: string; workflow_id: string; subscription_id: string }[] }
    ).runs[0];
    const run = `/api/runs/${failed.id}`;
    const workflow = `/api/workflows/${failed.workflow_id}`;
    const subscription = `/api/agents/${failed.subscription_id}`;
    const retried = await call("POST /api/runs/{run_id}/retry", { uid, path: `${run}/retry` });
    const retry = `/api/runs/${(JSON.parse(retried.text) as { id: string }).id}`;
    replies.push(
      runs,
      await call("GET /api/runs/{run_id}", { uid, path: run }),
      retried,
      await call("POST /api/runs/{run_id}/stop", { uid, path: `${retry}/stop` }),
      await call("POST /api/workflows/{workflow_id}/pause", { uid, path: `${workflow}/pause` }),
      await call("POST /api/workflows/{workflow_id}/resume", { uid, path: `${workflow}/resume` }),
      await call("GET /api/usage", { uid }),
      await call("POST /api/agents/{subscription_id}/plan", {
        uid,
        path: `${subscription}/plan`,
        body: { plan: "enterprise" },
      }),
      await call("POST /api/agents/{subscription_id}/cancel", { uid, path: `${subscription}/cancel` }),
      await call("POST /api/agents/{subscription_id}/resume", { uid, path: `${subscription}/resume` }),
    );
    // Billing, on the demo customer's card and invoices.
    const invoices = await call("GET /api/billing/invoices", { uid });
    const [invoice] = JSON.parse(invoices.text) as { id: string }[];
    replies.push(
      invoices,
      await call("GET /api/billing/invoices/{invoice_id}", {
        uid,
        path: `/api/billing/invoices/${invoice.id}`,
      }),
      await call("GET /api/billing/payment-method", { uid }),
      await call("POST /api/billing/portal-sessions", {
        uid,
        body: { purpose: "payment_method", return_url: "/dashboard/billing" },
      }),
    );
    // Usage over time, and a report from the site.
    replies.push(
      await call("GET /api/usage/daily", { uid, path: "/api/usage/daily?period=previous" }),
      await call("POST /api/client-reports", {
        body: {
          kind: "contract_mismatch",
          operation: "GET /api/usage",
          detail: "/0/used: …",
          page: "/dashboard",
        },
      }),
    );
    // Notifications (issue 67), on the demo customer's.
    const notifications = await call("GET /api/notifications", { uid, path: "/api/notifications?limit=2" });
    const notification = (JSON.parse(notifications.text) as { items: { id: string }[] }).items[0].id;
    const preferences = await call("GET /api/notification-preferences", { uid });
    replies.push(
      notifications,
      await call("POST /api/notifications/{notification_id}/read", {
        uid,
        path: `/api/notifications/${notification}/read`,
      }),
      await call("POST /api/notifications/read-all", { uid }),
      preferences,
      await call("PUT /api/notification-preferences", { uid, body: JSON.parse(preferences.text) }),
    );
    expect(replies.map((reply) => reply.status)).toEqual([
      ...[200, 201, 200, 200, 200, 201, 201, 200, 200],
      ...[200, 200, 201, 200, 200, 200, 200, 200, 200, 200],
      ...[200, 200, 200, 201],
      ...[200, 202],
      ...[200, 200, 200, 200, 200],
    ]);
    expect(replies.flatMap((reply) => reply.problems)).toEqual([]);
    expect(replies.length).toBe(contract.size);
  });

  it.each([
    ["GET /api/runs", "/api/runs?status=lost", 400, "invalid_request", undefined],
    ["GET /api/runs", "/api/runs?limit=0", 400, "invalid_request", undefined],
    ["GET /api/runs", "/api/runs?limit=101", 400, "invalid_request", undefined],
    ["GET /api/runs", "/api/runs?limit=ten", 400, "invalid_request", undefined],
    ["GET /api/runs", "/api/runs?cursor=bm90LWEtY3Vyc29y", 400, "invalid_request", undefined],
    ["GET /api/runs", "/api/runs?agent_slug=Not%20A%20Slug", 400, "invalid_request", undefined],
    ["GET /api/runs", "/api/runs?q=", 400, "invalid_request", undefined],
    ["GET /api/runs", "/api/runs?started_from=2026-11-31", 400, "invalid_request", undefined],
    [
      "GET /api/runs",
      "/api/runs?started_from=2026-11-22&started_to=2026-11-21",
      400,
      "invalid_request",
      undefined,
    ],
    ["GET /api/runs/{run_id}", "/api/runs/no-such-run", 404, "not_found", undefined],
    ["POST /api/runs/{run_id}/retry", "/api/runs/no-such-run/retry", 404, "not_found", undefined],
    ["POST /api/runs/{run_id}/stop", "/api/runs/no-such-run/stop", 404, "not_found", undefined],
    ["POST /api/workflows/{workflow_id}/pause", "/api/workflows/wf-0/pause", 404, "not_found", undefined],
    ["POST /api/workflows/{workflow_id}/resume", "/api/workflows/wf-0/resume", 404, "not_found", undefined],
    [
      "POST /api/agents/{subscription_id}/plan",
      "/api/agents/sub-0/plan",
      404,
      "not_found",
      { plan: "starter" },
    ],
    [
      "POST /api/agents/{subscription_id}/plan",
      "/api/agents/sub-0/plan",
      400,
      "invalid_request",
      { plan: "starter", x: 1 },
    ],
    ["POST /api/agents/{subscription_id}/cancel", "/api/agents/sub-0/cancel", 404, "not_found", undefined],
    ["POST /api/agents/{subscription_id}/resume", "/api/agents/sub-0/resume", 404, "not_found", undefined],
    ["GET /api/billing/invoices/{invoice_id}", "/api/billing/invoices/inv-0", 404, "not_found", undefined],
    [
      "POST /api/billing/portal-sessions",
      "/api/billing/portal-sessions",
      400,
      "invalid_request",
      { purpose: "payment_method", return_url: "https://elsewhere.example/dashboard/billing" },
    ],
    [
      "POST /api/billing/portal-sessions",
      "/api/billing/portal-sessions",
      400,
      "invalid_request",
      { purpose: "card", return_url: "/dashboard/billing" },
    ],
    ["GET /api/usage/daily", "/api/usage/daily?period=next", 400, "invalid_request", undefined],
    [
      "POST /api/client-reports",
      "/api/client-reports",
      400,
      "invalid_request",
      { kind: "gossip", operation: "GET /api/usage", detail: "…", page: "/" },
    ],
    [
      "POST /api/client-reports",
      "/api/client-reports",
      400,
      "invalid_request",
      { kind: "contract_mismatch", operation: "GET /api/usage", detail: "", page: "/" },
    ],
    [
      "POST /api/client-reports",
      "/api/client-reports",
      400,
      "invalid_request",
      { kind: "contract_mismatch", operation: "GET /api/usage", detail: "…" },
    ],
    ["GET /api/notifications", "/api/notifications?limit=0", 400, "invalid_request", undefined],
    [
      "GET /api/notifications",
      "/api/notifications?cursor=bm90LWEtY3Vyc29y",
      400,
      "invalid_request",
      undefined,
    ],
    [
      "POST /api/notifications/{notification_id}/read",
      "/api/notifications/ntf-0/read",
      404,
      "not_found",
      undefined,
    ],
    [
      "PUT /api/notification-preferences",
      "/api/notification-preferences",
      400,
      "invalid_request",
      { invoice: { email: true, in_app: true } },
    ],
  ])("refuses %s (%s) with %i %s and the error body", async (operation, path, status, code, body) => {
    const reply = await call(operation, { uid: "refused", path, body });
    expect(reply.status).toBe(status);
    expect(reply.problems).toEqual([]);
    expect(JSON.parse(reply.text)).toMatchObject({ error: { code } });
  });

  it("refuses a bearer call without a token, or with one that is not a valid emulator token of the project, with 401", async () => {
    const expired = emulatorIdToken("u", DEFAULT_PROJECT_ID, { expiresAt: new Date(NOW.getTime() - 1000) });
    const otherProject = emulatorIdToken("u", "another-project", {
      expiresAt: new Date(NOW.getTime() + 60_000),
    });
    for (const operation of [
      "GET /api/users/profile",
      "GET /api/agents",
      "GET /api/workflows",
      "GET /api/runs",
      "GET /api/usage",
      "POST /api/runs/{run_id}/retry",
      "GET /api/notifications",
      "GET /api/notification-preferences",
    ]) {
      for (const bearer of [undefined, "Bearer not-a-jwt", `Bearer ${expired}`, `Bearer ${otherProject}`]) {
        const reply = await call(operation, { bearer });
        expect({ operation, bearer, status: reply.status }).toEqual({ operation, bearer, status: 401 });
        expect(reply.problems).toEqual([]);
        expect(JSON.parse(reply.text)).toMatchObject({ error: { code: "unauthorized" } });
      }
    }
  });

  it("refuses a request body the document does not accept with 400", async () => {
    const reply = await call("POST /api/agents", {
      uid: "contract-400",
      body: { agent_slug: "seo-specialist" },
    });
    expect(reply.status).toBe(400);
    expect(reply.problems).toEqual([]);
  });

  it("lets a browser on this machine call it (CORS), and no other origin", async () => {
    const preflight = (origin: string) =>
      fetch(`${host}/api/agents`, { method: "OPTIONS", headers: { Origin: origin } });
    expect((await preflight("http://localhost:5000")).headers.get("access-control-allow-origin")).toBe(
      "http://localhost:5000",
    );
    expect(
      (await preflight("https://elsewhere.example")).headers.get("access-control-allow-origin"),
    ).toBeNull();
  });

  it("keeps a lead with how its visit began, and refuses one with a field the document does not list", async () => {
    const visit = {
      landing_page: "/pricing",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: "ai agents",
      utm_content: "header",
      referrer: "https://partner.example/",
    };
    const lead = { name: "Ada", email: "ada@example.com", source: "home-banner", ...visit };
    const kept = await call("POST /api/contact", { body: lead });
    expect([kept.status, kept.problems]).toEqual([200, []]);
    expect(standIn.leads.at(-1)).toEqual(lead);

    const unlisted = await call("POST /api/contact", { body: { ...lead, gclid: "abc" } });
    expect(unlisted.status).toBe(400);
    expect(unlisted.problems).toEqual([]);
    expect(standIn.leads.at(-1)).toEqual(lead);
  });

  it("keeps a form's submission with its form's id and how its visit began, and refuses a bad id or body", async () => {
    const submission = {
      fields: { fullName: "Ada", email: "ada@example.com", topics: "agents", consent: true },
      language: "es",
      landing_page: "/es/webinar",
      utm_campaign: "spring",
    };
    const kept = await call("POST /api/forms/{form_id}/submissions", {
      path: "/api/forms/webinar-sign-up/submissions",
      body: submission,
    });
    expect([kept.status, kept.problems]).toEqual([201, []]);
    expect(standIn.formSubmissions.at(-1)).toEqual({ form_id: "webinar-sign-up", ...submission });

    const refused = [
      { path: "/api/forms/Not%20An%20Id/submissions", body: submission },
      { path: "/api/forms/webinar-sign-up/submissions", body: { ...submission, gclid: "abc" } },
      { path: "/api/forms/webinar-sign-up/submissions", body: { ...submission, fields: { a: 1 } } },
      { path: "/api/forms/webinar-sign-up/submissions", body: { fields: {} } },
    ];
    for (const { path, body } of refused) {
      const reply = await call("POST /api/forms/{form_id}/submissions", { path, body });
      expect({ path, body, status: reply.status, problems: reply.problems }).toEqual({
        path,
        body,
        status: 400,
        problems: [],
      });
    }
    expect(standIn.formSubmissions.at(-1)).toEqual({ form_id: "webinar-sign-up", ...submission });
  });

  it("keeps what the customer saved in their profile when a later sign-in syncs them", async () => {
    const sync = {
      firebase_uid: "keeps-profile",
      email: "mary@example.com",
      first_name: "Mary",
      last_name: "Ann Smith",
      company_name: "",
      phone: "",
    };
    await call("POST /api/users", { uid: "keeps-profile", body: sync });
    await call("PUT /api/users/profile", {
      uid: "keeps-profile",
      body: { first_name: "Mary Ann", last_name: "Smith", company_name: "Acme", phone: "+1 555 0100" },
    });
    const again = await call("POST /api/users", { uid: "keeps-profile", body: sync });
    expect(again.status).toBe(200);
    expect(JSON.parse(again.text)).toMatchObject({
      first_name: "Mary Ann",
      last_name: "Smith",
      company_name: "Acme",
      phone: "+1 555 0100",
    });
  });

  it("gives a demo customer two agents and their workflows with 30 days of runs, the same for the same seed", async () => {
    standIn.seedDemoCustomer("demo-uid");
    const agents = await call("GET /api/agents", { uid: "demo-uid" });
    const workflows = await call("GET /api/workflows", { uid: "demo-uid" });
    expect([...agents.problems, ...workflows.problems]).toEqual([]);
    const subscriptions = JSON.parse(agents.text) as { agent_slug: string; status: string }[];
    expect(subscriptions.map(({ agent_slug, status }) => [agent_slug, status])).toEqual([
      ["content-creator", "trial"],
      ["customer-support", "active"],
    ]);
    const flows = JSON.parse(workflows.text) as Workflow[];
    expect(flows.length).toBeGreaterThanOrEqual(3);
    for (const flow of flows) {
      expect(flow.runs_by_day).toHaveLength(RUN_DAYS);
      expect(flow.runs_by_day.at(-1)?.date).toBe("2026-11-24");
      expect(flow.runs_by_day[0].date).toBe("2026-10-26");
    }
    expect(flows.some((flow) => flow.runs_by_day.some((day) => day.succeeded > 0))).toBe(true);

    const again = createStandInBackend({ now: () => NOW, seed: "test" });
    again.seedDemoCustomer("demo-uid");
    const againHost = await again.listen(0);
    const againFlows = (await (
      await fetch(`${againHost}/api/workflows`, { headers: { Authorization: `Bearer ${token("demo-uid")}` } })
    ).json()) as typeof flows;
    await again.close();
    // Ids are given in order of creation; all else comes from the seed.
    const withoutIds = (list: typeof flows) =>
      list.map(({ id: _id, subscription_id: _sub, last_error, ...rest }) => ({
        ...rest,
        last_error: last_error?.message,
      }));
    expect(withoutIds(againFlows)).toEqual(withoutIds(flows));
  });
});

describe("the site's client against the stand-in", () => {
  beforeEach(() => void standIn.requests().splice(0));

  it("makes every call of the document, each request accepted by its schema and each reply checked", async () => {
    const uid = "client-e2e";
    const client = createBackendClient({ host, getIdToken: async () => token(uid) });
    await client.health();
    const created = await client.createUser({
      firebase_uid: uid,
      email: "ada@example.com",
      first_name: "Ada",
      last_name: "Lovelace",
      company_name: "",
      phone: "",
    });
    expect(created.first_name).toBe("Ada");
    expect(
      await client.updateProfile({ display_name: "Ada King", first_name: "Ada", last_name: "King" }),
    ).toMatchObject({
      last_name: "King",
    });
    expect(await client.getProfile()).toMatchObject({ firebase_uid: uid, last_name: "King" });
    expect(
      await client.submitContact({
        name: "Ada",
        email: "ada@example.com",
        source: "contact-page",
        landing_page: "/contact",
        utm_source: "newsletter",
      }),
    ).toEqual({
      received: true,
    });
    expect(standIn.leads.at(-1)).toMatchObject({
      name: "Ada",
      source: "contact-page",
      landing_page: "/contact",
      utm_source: "newsletter",
    });
    expect(
      await client.submitForm("webinar-sign-up", {
        fields: { email: "ada@example.com", consent: true },
        language: "en",
        landing_page: "/webinar",
      }),
    ).toEqual({ received: true });
    expect(standIn.formSubmissions.at(-1)).toMatchObject({ form_id: "webinar-sign-up", language: "en" });

    const trial = await client.startTrial({ agent_slug: "data-analyst", plan: "professional" });
    expect(trial).toMatchObject({ agent_slug: "data-analyst", plan: "professional", status: "trial" });
    expect(trial.started_at).toBe(NOW.toISOString());
    expect(trial.trial_ends_at).toBe("2026-12-08T12:00:00.000Z");
    expect(await client.getAgents()).toEqual([trial]);
    const workflows = await client.getWorkflows();
    expect(workflows.map((workflow) => [workflow.name, workflow.subscription_id])).toEqual(
      TYPICAL_WORKFLOWS["data-analyst"].map(({ name }) => [name, trial.id]),
    );

    // The client area's calls, on the demo customer's agents and runs.
    standIn.seedDemoCustomer(uid, { email: "ada@example.com" });
    const page = await client.listRuns({ status: "failed", agent_slug: "customer-support", limit: 2 });
    expect(page.runs.map((run) => [run.status, run.agent_slug])).toEqual([
      ["failed", "customer-support"],
      ["failed", "customer-support"],
    ]);
    const next = await client.listRuns({ status: "failed", cursor: page.next_cursor ?? "", limit: 2 });
    expect(next.runs[0].started_at < page.runs[1].started_at).toBe(true);
    const failed = await client.getRun(page.runs[0].id);
    expect(failed.steps.filter((step) => step.status === "failed")).toHaveLength(1);
    const retry = await client.retryRun(failed.id);
    expect(retry).toMatchObject({ status: "queued", trigger: "retry", retry_of: failed.id });
    expect(await client.stopRun(retry.id)).toMatchObject({ id: retry.id, status: "stopped" });
    expect((await client.pauseWorkflow(failed.workflow_id)).status).toBe("paused");
    // Its retry was stopped, which changes nothing: the workflow is failing again.
    expect((await client.resumeWorkflow(failed.workflow_id)).status).toBe("failing");
    const support = (await client.getAgents()).find((agent) => agent.agent_slug === "customer-support");
    expect((await client.getUsage()).map((usage) => usage.subscription_id)).toContain(support?.id);
    expect(await client.changePlan(support?.id ?? "", "starter")).toMatchObject({
      plan: "professional",
      scheduled_plan: { plan: "starter", applies_at: support?.current_period_end },
    });
    expect(await client.cancelSubscription(support?.id ?? "")).toMatchObject({
      cancel_at: support?.current_period_end,
      scheduled_plan: null,
    });
    expect(await client.resumeSubscription(support?.id ?? "")).toMatchObject({ cancel_at: null });
    const invoices = await client.listInvoices();
    expect(invoices.map((invoice) => invoice.status)).toEqual(["open", "paid", "paid", "void"]);
    expect(await client.getInvoice(invoices[0].id)).toEqual(invoices[0]);
    expect(await client.getPaymentMethod()).toEqual({
      payment_method: { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2028 },
    });
    const session = await client.createPortalSession({
      purpose: "billing_details",
      return_url: "http://localhost:5000/es/dashboard/billing",
    });
    expect(session.url).toMatch(new RegExp(`^${host}/billing-portal/`));
    const daily = await client.getDailyUsage("current");
    expect(daily.subscriptions.map((each) => each.subscription_id)).toContain(support?.id);
    expect((await client.getDailyUsage("previous")).period).toBe("previous");
    const report = {
      kind: "content_disagreement",
      operation: "GET /api/usage",
      detail: "customer-support professional: the content says 900, the backend 1000",
      page: "/es/dashboard/plan",
    } as const;
    expect(await client.report(report)).toBe(true);
    expect(standIn.clientReports.at(-1)).toEqual(report);
    // Notifications (issue 67).
    const { items, unread_count } = await client.listNotifications({ limit: 5 });
    const unread = items.find((each) => each.read_at === null);
    expect(unread_count).toBeGreaterThan(0);
    expect(await client.markNotificationRead(unread?.id ?? "")).toMatchObject({
      id: unread?.id,
      read_at: NOW.toISOString(),
    });
    expect(await client.markAllNotificationsRead()).toEqual({ unread_count: 0 });
    const preferences = await client.getNotificationPreferences();
    const changed = { ...preferences, run_failed: { email: false, in_app: true } };
    expect(await client.putNotificationPreferences(changed)).toEqual(changed);

    const sent = standIn.requests();
    expect(new Set(sent.map((request) => request.operation))).toEqual(new Set(contract.keys()));
    for (const request of sent) {
      expect(requestProblems(request.operation ?? "", request.body)).toEqual([]);
      const bearer = contract.get(request.operation ?? "")?.bearer;
      expect(request.authorization === null).toBe(!bearer);
    }
  });

  it("is refused with the contract's codes, which it reads (refusalCode)", async () => {
    const uid = "client-refused";
    standIn.seedDemoCustomer(uid);
    const client = createBackendClient({ host, getIdToken: async () => token(uid) });
    const codeOf = (call: (backend: BackendClient) => Promise<unknown>) =>
      call(client).then(
        () => "resolved",
        (error: unknown) => `${(error as Error).message} ${refusalCode(error)}`,
      );
    const succeeded = (await client.listRuns({ status: "succeeded", limit: 1 })).runs[0];
    const trial = (await client.getAgents()).find((agent) => agent.status === "trial");
    expect({
      retrySucceeded: await codeOf((backend) => backend.retryRun(succeeded.id)),
      stopSucceeded: await codeOf((backend) => backend.stopRun(succeeded.id)),
      samePlan: await codeOf((backend) => backend.changePlan(trial?.id ?? "", trial?.plan ?? "")),
      noSuchNotification: await codeOf((backend) => backend.markNotificationRead("ntf-of-someone-else")),
      unknownPlan: await codeOf((backend) => backend.changePlan(trial?.id ?? "", "platinum")),
      notCancelled: await codeOf((backend) => backend.resumeSubscription(trial?.id ?? "")),
      noSuchRun: await codeOf((backend) => backend.getRun("run-of-someone-else")),
      badLimit: await codeOf((backend) => backend.listRuns({ limit: 0 })),
    }).toEqual({
      retrySucceeded: "HTTP error! status: 409 conflict",
      stopSucceeded: "HTTP error! status: 409 run_finished",
      samePlan: "HTTP error! status: 409 conflict",
      noSuchNotification: "HTTP error! status: 404 not_found",
      unknownPlan: "HTTP error! status: 400 invalid_request",
      notCancelled: "HTTP error! status: 409 conflict",
      noSuchRun: "HTTP error! status: 404 not_found",
      badLimit: "HTTP error! status: 400 invalid_request",
    });
  });

  it("is refused a second trial of the same agent with 409 and the error body", async () => {
    const client = createBackendClient({ host, getIdToken: async () => token("client-409") });
    await client.startTrial({ agent_slug: "seo-specialist", plan: "starter" });
    await expect(client.startTrial({ agent_slug: "seo-specialist", plan: "enterprise" })).rejects.toThrow(
      /^HTTP error! status: 409$/,
    );
    const reply = await call("POST /api/agents", {
      uid: "client-409",
      body: { agent_slug: "seo-specialist", plan: "starter" },
    });
    expect(reply.status).toBe(409);
    expect(reply.problems).toEqual([]);
    expect(JSON.parse(reply.text)).toMatchObject({ error: { code: "trial_exists" } });
  });

  it("gets 401 from the stand-in for an ID token it does not accept", async () => {
    const client = createBackendClient({ host, getIdToken: async () => "not-a-jwt" });
    await expect(client.getAgents()).rejects.toThrow(/^HTTP error! status: 401$/);
  });
});

describe("the stand-in's control endpoints, for the end-to-end tests", () => {
  it("gives a test's own account the demo customer's agents and workflows", async () => {
    const seeded = await fetch(`${host}/__demo-customer`, {
      method: "POST",
      body: JSON.stringify({ uid: "e2e-demo", email: "e2e-demo@example.com" }),
    });
    expect(seeded.status).toBe(200);
    const agents = JSON.parse((await call("GET /api/agents", { uid: "e2e-demo" })).text) as unknown[];
    expect(agents).toHaveLength(2);
    const profile = JSON.parse((await call("GET /api/users/profile", { uid: "e2e-demo" })).text) as {
      email: string;
    };
    expect(profile.email).toBe("e2e-demo@example.com");
  });

  it("lists the reports the site sent, and forgets them when asked", async () => {
    const report = {
      kind: "contract_mismatch",
      operation: "GET /api/agents",
      detail: "/0/status: …",
      page: "/",
    };
    expect((await call("POST /api/client-reports", { body: report })).status).toBe(202);
    expect(await (await fetch(`${host}/__client-reports`)).json()).toContainEqual(report);
    expect(await (await fetch(`${host}/__client-reports`, { method: "DELETE" })).json()).toEqual([]);
    expect(standIn.clientReports).toEqual([]);
  });

  it("says what it would have e-mailed a customer (their notifications whose e-mail is on)", async () => {
    await fetch(`${host}/__demo-customer`, {
      method: "POST",
      body: JSON.stringify({ uid: "e2e-mailed", email: "e2e-mailed@example.com" }),
    });
    const emails = (await (await fetch(`${host}/__emails?uid=e2e-mailed`)).json()) as {
      uid: string;
      kind: string;
    }[];
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((each) => each.uid === "e2e-mailed")).toBe(true);
    expect(emails.map((each) => each.kind)).toContain("workflow_failing");
  });

  const setFaults = (email: string, faults: unknown) =>
    fetch(`${host}/__faults`, { method: "PUT", body: JSON.stringify({ email, faults }) });

  it("faults spoil one customer's calls, as many times as asked, and no one else's", async () => {
    expect(
      (await setFaults("faulty@example.com", { "GET /api/agents": { status: 503, times: 1 } })).status,
    ).toBe(200);
    const spoiled = await call("GET /api/agents", { uid: "faulty" });
    expect(spoiled.status).toBe(503);
    expect(spoiled.problems, "the error body is the contract's").toEqual([]);
    expect((await call("GET /api/agents", { uid: "faulty" })).status).toBe(200);
    await setFaults("faulty@example.com", { "*": { status: 500 } });
    expect((await call("GET /api/workflows", { uid: "faulty" })).status).toBe(500);
    expect((await call("GET /api/workflows", { uid: "someone-else" })).status).toBe(200);
    expect((await call("GET /health")).status).toBe(200);
    await setFaults("faulty@example.com", { "GET /api/users/profile": { drop: true } });
    await expect(call("GET /api/users/profile", { uid: "faulty" })).rejects.toThrow();
    await setFaults("faulty@example.com", {});
    expect((await call("GET /api/workflows", { uid: "faulty" })).status).toBe(200);
    expect((await setFaults("faulty@example.com", null)).status).toBe(400);
  });

  it("faults reach the client area's operations, by the document's operation or by the path called", async () => {
    standIn.seedDemoCustomer("faulty-runs", { email: "faulty-runs@example.com" });
    const runs = JSON.parse((await call("GET /api/runs", { uid: "faulty-runs" })).text) as {
      runs: { id: string }[];
    };
    const [first, second] = runs.runs.map((run) => `/api/runs/${run.id}`);
    await setFaults("faulty-runs@example.com", {
      "GET /api/runs/{run_id}": { status: 503, times: 1 },
      [`GET ${second}`]: { status: 502 },
      "GET /api/usage": { reply: [{ used: -1 }] },
    });
    const status = async (path: string) =>
      (await call("GET /api/runs/{run_id}", { uid: "faulty-runs", path })).status;
    expect(await status(second)).toBe(502);
    expect(await status(first)).toBe(503);
    expect(await status(first)).toBe(200);
    expect(await status(second)).toBe(502);
    const usage = await call("GET /api/usage", { uid: "faulty-runs" });
    expect(usage.problems).not.toEqual([]);
    await setFaults("faulty-runs@example.com", {});
  });

  it("a fault gives the site's client a reply out of contract, and the client names what did not match", async () => {
    // A workflow without its runs, and a status the document does not list.
    await setFaults("mismatch@example.com", {
      "GET /api/workflows": {
        reply: [{ id: "w", name: "W", subscription_id: "s", status: "broken", last_run_at: null }],
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const client = createBackendClient({ host, getIdToken: async () => token("mismatch") });
    const failure = client.getWorkflows();
    await expect(failure).rejects.toThrow(
      /^The backend's reply to GET \/api\/workflows does not match openapi.yaml: .*\/0\/status: .*"running","paused","failing"/,
    );
    await expect(failure).rejects.toThrow(/\/0: .*runs_by_day/);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it("a notification of a kind the document does not list is a mismatch the client names (issue 67)", async () => {
    await setFaults("mismatch-notifications@example.com", {
      "GET /api/notifications": {
        reply: {
          items: [
            {
              id: "n",
              kind: "weather",
              created_at: "2026-11-24T12:00:00Z",
              read_at: null,
              subject: { type: "run", id: "r" },
            },
          ],
          unread_count: 1,
          next_cursor: null,
        },
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const client = createBackendClient({ host, getIdToken: async () => token("mismatch-notifications") });
    await expect(client.listNotifications()).rejects.toThrow(
      /^The backend's reply to GET \/api\/notifications does not match openapi.yaml: .*\/items\/0\/kind/,
    );
    logged.mockRestore();
  });
});

// The backend's team runs these against their server: CONTRACT_BACKEND_URL=<host>
// CONTRACT_ID_TOKEN=<an ID token of a test user> npx vitest run backend/stand-in.test.ts
const externalHost = process.env.CONTRACT_BACKEND_URL?.replace(/\/+$/, "");
const externalToken = process.env.CONTRACT_ID_TOKEN;

describe.runIf(externalHost && externalToken)("the backend at CONTRACT_BACKEND_URL", () => {
  it("answers each of the document's operations with a reply the document lists", async () => {
    const client = createBackendClient({
      host: externalHost ?? "",
      getIdToken: async () => externalToken ?? null,
    });
    const profile = await client.getProfile().catch(async () => {
      const claims = JSON.parse(Buffer.from((externalToken ?? "").split(".")[1], "base64url").toString()) as {
        sub: string;
      };
      return client.createUser({
        firebase_uid: claims.sub,
        email: "",
        first_name: "",
        last_name: "",
        company_name: "",
        phone: "",
      });
    });
    await client.health();
    await client.updateProfile({ phone: profile.phone });
    await client.submitContact({
      email: "contract-test@example.com",
      source: "contact-page",
      landing_page: "/contact",
      utm_source: "contract-test",
      referrer: "https://partner.example/",
    });
    // A trial of an agent the user already has is refused with 409, which the document lists too.
    await client.startTrial({ agent_slug: "content-creator", plan: "starter" }).catch((error: Error) => {
      expect(error.message).toBe("HTTP error! status: 409");
    });
    expect((await client.getAgents()).some((agent) => agent.agent_slug === "content-creator")).toBe(true);
    await client.getWorkflows();

    // The client area's reads.
    const usage = await client.getUsage();
    // Usage over time: the current period's days add up to its usage.
    const daily = await client.getDailyUsage("current");
    for (const each of daily.subscriptions) {
      const used = usage.find((use) => use.subscription_id === each.subscription_id)?.used;
      expect(each.days.reduce((sum, day) => sum + day.used, 0)).toBe(used);
    }
    await client.getDailyUsage("previous");
    const badReport = await fetch(`${externalHost}/api/client-reports`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "contract_mismatch" }),
    });
    expect(badReport.status).toBe(400);
    // Billing: the invoices (and the first one alone), the card on file, a hosted page's session.
    const invoices = await client.listInvoices();
    if (invoices[0]) expect((await client.getInvoice(invoices[0].id)).id).toBe(invoices[0].id);
    await client.getPaymentMethod();
    const portal = await client.createPortalSession({
      purpose: "payment_method",
      return_url: "/dashboard/billing",
    });
    expect(Date.parse(portal.expires_at)).toBeGreaterThan(Date.now());
    const page = await client.listRuns({ limit: 2 });
    expect(page.runs.length).toBeLessThanOrEqual(2);
    if (page.next_cursor) {
      const next = await client.listRuns({ limit: 2, cursor: page.next_cursor });
      expect(next.runs.map((run) => run.id)).not.toContain(page.runs[0].id);
    }
    if (page.runs[0]) expect((await client.getRun(page.runs[0].id)).id).toBe(page.runs[0].id);
    for (const status of ["failed", "succeeded"] as const) {
      const filtered = await client.listRuns({ status, limit: 5 });
      expect(filtered.runs.every((run) => run.status === status)).toBe(true);
    }
    // A range of whole UTC days, both included, and a search of the errors' messages.
    const day = page.runs[0]?.started_at.slice(0, 10) ?? "2026-01-01";
    const ofDay = await client.listRuns({ started_from: day, started_to: day, limit: 100 });
    expect(ofDay.runs.every((run) => run.started_at.slice(0, 10) === day)).toBe(true);
    const failure = (await client.listRuns({ status: "failed", limit: 1 })).runs[0]?.error?.message;
    if (failure) {
      const words = failure.slice(0, 12).toUpperCase();
      const found = await client.listRuns({ q: words, limit: 100 });
      expect(found.runs.length).toBeGreaterThan(0);
      expect(found.runs.every((run) => run.error?.message.toUpperCase().includes(words))).toBe(true);
    }
    // Refusals the document lists, with their codes.
    const refusal = (call: Promise<unknown>) =>
      call.then(
        () => null,
        (error: unknown) => [(error as Error).message, refusalCode(error)],
      );
    expect(await refusal(client.getRun("no-such-run-of-this-user"))).toEqual([
      "HTTP error! status: 404",
      "not_found",
    ]);
    expect(await refusal(client.stopRun("no-such-run-of-this-user"))).toEqual([
      "HTTP error! status: 404",
      "not_found",
    ]);
    expect(await refusal(client.getInvoice("no-such-invoice-of-this-user"))).toEqual([
      "HTTP error! status: 404",
      "not_found",
    ]);
    expect(
      await refusal(
        client.createPortalSession({ purpose: "payment_method", return_url: "https://elsewhere.example/" }),
      ),
    ).toEqual(["HTTP error! status: 400", "invalid_request"]);
    expect(await refusal(client.listRuns({ limit: 101 }))).toEqual([
      "HTTP error! status: 400",
      "invalid_request",
    ]);
    expect(await refusal(client.listRuns({ started_from: "2026-11-22", started_to: "2026-11-21" }))).toEqual([
      "HTTP error! status: 400",
      "invalid_request",
    ]);
    // Notifications (issue 67): the list and the preferences, saved back as they were.
    const notifications = await client.listNotifications({ limit: 2 });
    expect(notifications.items.length).toBeLessThanOrEqual(2);
    const preferences = await client.getNotificationPreferences();
    expect(await client.putNotificationPreferences(preferences)).toEqual(preferences);
    expect(await refusal(client.markNotificationRead("no-such-notification-of-this-user"))).toEqual([
      "HTTP error! status: 404",
      "not_found",
    ]);
    expect(await refusal(client.listNotifications({ limit: 101 }))).toEqual([
      "HTTP error! status: 400",
      "invalid_request",
    ]);
  });

  it("refuses a bearer call without a token or with a bad one with 401", async () => {
    for (const authorization of [undefined, "Bearer not-a-jwt"]) {
      const response = await fetch(`${externalHost}/api/agents`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(replyProblems("GET /api/agents", 401, await response.text())).toEqual([]);
    }
  });
});
