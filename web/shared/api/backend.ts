import type { components, operations } from "./openapi";

// The agency backend's calls (spec section 7), typed and checked by openapi.yaml: every reply
// is validated against the document before the site uses it (replyCheck.ts, loaded when a reply
// arrives), and one that does not match throws BackendReplyMismatch.

/** How long any backend call may take before it gives up (the spec's user-creation timeout). */
export const BACKEND_TIMEOUT_MS = 10_000;

/** An abort signal for one backend call, or for several that share one budget. */
export function backendDeadline(): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), BACKEND_TIMEOUT_MS);
  return controller.signal;
}

type Schemas = components["schemas"];
export type UserSyncPayload = Schemas["UserSync"];
export type Profile = Schemas["Profile"];
export type ProfileUpdate = Schemas["ProfileUpdate"];
export type ContactRequest = Schemas["ContactRequest"];
export type ContactReceipt = Schemas["ContactReceipt"];
export type LeadSource = Schemas["LeadSource"];
export type VisitStart = Schemas["VisitStart"];
export type FormSubmission = Schemas["FormSubmission"];
export type FormReceipt = Schemas["FormReceipt"];
export type AgentSubscription = Schemas["AgentSubscription"];
export type StartTrial = Schemas["StartTrial"];
export type Workflow = Schemas["Workflow"];
export type WorkflowStatus = Schemas["WorkflowStatus"];
export type WorkflowError = Schemas["WorkflowError"];
export type Plan = Schemas["Plan"];
export type ScheduledPlan = Schemas["ScheduledPlan"];
export type ChangePlan = Schemas["ChangePlan"];
export type RunStatus = Schemas["RunStatus"];
export type RunTrigger = Schemas["RunTrigger"];
export type RunError = Schemas["RunError"];
export type StepStatus = Schemas["StepStatus"];
export type RunStep = Schemas["RunStep"];
export type RunSummary = Schemas["RunSummary"];
export type Run = Schemas["Run"];
export type RunPage = Schemas["RunPage"];
/**
 * GET /api/runs's query: status, workflow_id, agent_slug, started_from and started_to (whole UTC
 * days, both included), q (in the runs' error messages), cursor, limit (1–100, 25 when absent).
 */
export type RunFilters = NonNullable<operations["listRuns"]["parameters"]["query"]>;
export type Usage = Schemas["Usage"];
export type Invoice = Schemas["Invoice"];
export type InvoiceStatus = Schemas["InvoiceStatus"];
export type InvoiceLine = Schemas["InvoiceLine"];
export type PaymentMethod = Schemas["PaymentMethod"];
export type PaymentMethodOnFile = Schemas["PaymentMethodOnFile"];
export type PortalSessionPurpose = Schemas["PortalSessionPurpose"];
export type PortalSessionRequest = Schemas["PortalSessionRequest"];
export type PortalSession = Schemas["PortalSession"];
export type UsageLimit = Schemas["UsageLimit"];
/** GET /api/usage/daily's reply: each subscription's units a UTC day of the period asked for. */
export type DailyUsage = Schemas["DailyUsage"];
export type SubscriptionDailyUsage = Schemas["SubscriptionDailyUsage"];
export type UsagePeriod = DailyUsage["period"];
/** What the site tells the backend's team (POST /api/client-reports); `page` is the path it happened on. */
export type ClientReport = Schemas["ClientReport"];
export type BackendError = Schemas["Error"];
// Notifications (issue 67).
export type NotificationKind = Schemas["NotificationKind"];
export type NotificationSubject = Schemas["NotificationSubject"];
export type Notification = Schemas["Notification"];
export type NotificationPage = Schemas["NotificationPage"];
export type NotificationsRead = Schemas["NotificationsRead"];
export type NotificationChannels = Schemas["NotificationChannels"];
export type NotificationPreferences = Schemas["NotificationPreferences"];
/** GET /api/notifications's query: cursor, limit (1–100, 20 when absent). */
export type NotificationPaging = NonNullable<operations["listNotifications"]["parameters"]["query"]>;

/**
 * A non-OK status. Its message is the spec's 'HTTP error! status: {code}' (what backendFault.ts
 * reads); `code` is the error body's code (e.g. quota_reached) when the body is the contract's
 * error shape, else null.
 */
export class BackendRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    /** Added to the message after ' - ' (user creation adds the body's text). */
    detail = "",
  ) {
    super(`HTTP error! status: ${status}${detail ? ` - ${detail}` : ""}`);
    this.name = "BackendRefusal";
  }
}

/** The contract's error code of a refused call (BackendRefusal); null for any other failure. */
export function refusalCode(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === "BackendRefusal" && typeof code === "string" ? code : null;
}

/** The code of a body of the contract's error shape ({ "error": { "code", "message" } }), else null. */
function errorCodeOf(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    const error = (body as { error?: unknown } | null)?.error as
      { code?: unknown; message?: unknown } | undefined;
    return typeof error?.code === "string" && typeof error.message === "string" ? error.code : null;
  } catch {
    return null;
  }
}

async function refusalOf(response: Response, withText = false): Promise<BackendRefusal> {
  const text = await response.text().catch(() => "");
  return new BackendRefusal(response.status, errorCodeOf(text), withText ? text.trim() : "");
}

/** `template` ("/api/runs/{run_id}") with each parameter filled in, URL-encoded. */
function filled(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** "?status=failed&limit=25", the filters given (empty ones left out); "" for none. */
function queryOf(filters: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * A successful reply that is not what openapi.yaml says: the message names what did not match.
 * `reported` settles true once the backend has been told (POST /api/client-reports), false when
 * that failed or was not tried: only then may the site say "we have been told".
 */
export class BackendReplyMismatch extends Error {
  constructor(
    readonly operation: string,
    readonly problem: string,
    readonly reported: Promise<boolean> = Promise.resolve(false),
  ) {
    super(`The backend's reply to ${operation} does not match openapi.yaml: ${problem}`);
    this.name = "BackendReplyMismatch";
  }
}

export interface BackendClientOptions {
  host: string;
  /** The user's ID token; with `forceRefresh`, a fresh one (after a 401). */
  getIdToken?: (forceRefresh?: boolean) => Promise<string | null>;
  fetch?: typeof fetch;
}

export type BackendClient = ReturnType<typeof createBackendClient>;

/** The backend host (VITE_API_URL, without a trailing slash); null when none is configured. */
export function backendHost(): string | null {
  return APP_CONFIG.backendUrl ?? null;
}

// Each mismatch is logged once, however often the same reply comes back.
const reportedMismatches = new Set<string>();

/** The operation the site reports through: a mismatch in its own reply is not reported (no loop). */
const REPORT_OPERATION = "POST /api/client-reports";

// Each distinct report is sent once a visit, whichever page or client meets it again: its outcome.
const sentReports = new Map<string, Promise<boolean>>();

/** Once the reports on their way have settled, forgets them (for tests: each starts a fresh visit). */
export async function forgetSentReports(): Promise<void> {
  await Promise.all(sentReports.values());
  sentReports.clear();
  reportedMismatches.clear();
}

/**
 * The reply's body as openapi.yaml types it for `operation`: null for a reply the document lets
 * carry no JSON (an empty or text body), else the JSON value once it has matched the schema. A
 * mismatch is reported with `report`, not awaited: the call fails at once.
 */
async function checkedReply<Reply>(
  operation: string,
  response: Response,
  report: (mismatch: BackendReplyMismatch) => Promise<boolean>,
): Promise<Reply> {
  const text = await response.text();
  const { checkReply } = await import("./replyCheck");
  const check = checkReply(operation, response.status, text);
  if (!check.ok) {
    const found = new BackendReplyMismatch(operation, check.problem);
    const mismatch = new BackendReplyMismatch(operation, check.problem, report(found));
    if (!reportedMismatches.has(mismatch.message)) {
      reportedMismatches.add(mismatch.message);
      console.error(mismatch.message);
    }
    throw mismatch;
  }
  return matched<Reply>(check.value);
}

// The one place a checked value takes its type: `Reply` and the schema it was checked against
// are both generated from the same operation of openapi.yaml.
function matched<Reply>(value: unknown): Reply;
function matched(value: unknown) {
  return value;
}

/**
 * The agency backend's calls (spec section 7, and the client area's: docs/backend.md). Every
 * non-OK status throws a BackendRefusal, 'HTTP error! status: {code}'; a bearer call answered
 * 401 is sent again once with a refreshed ID token first.
 */
export function createBackendClient({ host, getIdToken, fetch: fetchImpl }: BackendClientOptions) {
  const base = host.replace(/\/+$/, "");
  // Resolved per call so a stubbed or replaced global fetch is honoured.
  const send = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function headers(auth: boolean, json: boolean, refresh = false): Promise<Record<string, string>> {
    const result: Record<string, string> = json ? { "Content-Type": "application/json" } : {};
    if (auth) {
      const token = await getIdToken?.(refresh);
      // A bearer endpoint is never called anonymously: fail here rather than send 'Bearer null'.
      if (!token) throw new Error("Not signed in: no ID token for the backend call.");
      result.Authorization = `Bearer ${token}`;
    }
    return result;
  }

  /**
   * `template` is the operation's path as openapi.yaml writes it ("/api/runs/{run_id}"): its
   * replies are checked against that operation. `path` is what is called, filled in and with
   * its query ("/api/runs/run-1"); the template itself when absent.
   */
  async function request<Reply>(
    method: "GET" | "PUT" | "POST",
    template: string,
    auth: boolean,
    {
      path = template,
      body,
      signal = backendDeadline(),
    }: { path?: string; body?: object; signal?: AbortSignal } = {},
  ): Promise<Reply> {
    const json = body !== undefined;
    const attempt = async (refresh: boolean) =>
      send(`${base}${path}`, {
        method,
        headers: await headers(auth, json, refresh),
        body: json ? JSON.stringify(body) : undefined,
        signal,
      });
    let response = await attempt(false);
    // An expired ID token: refreshed once, within the same 10-second budget, before giving up.
    if (response.status === 401 && auth) response = await attempt(true);
    if (!response.ok) throw await refusalOf(response);
    return checkedReply<Reply>(`${method} ${template}`, response, reportMismatch);
  }

  /**
   * Tells the backend's team, once a visit for each distinct report: true once it went through,
   * false when it did not (never a rejection). `page` is the current path when not given.
   */
  function report({ page, ...rest }: Omit<ClientReport, "page"> & { page?: string }): Promise<boolean> {
    const key = JSON.stringify([rest.kind, rest.operation, rest.detail]);
    const known = sentReports.get(key);
    if (known) return known;
    const body: ClientReport = { ...rest, page: page || globalThis.location?.pathname || "/" };
    const sent = request<unknown>("POST", "/api/client-reports", false, { body }).then(
      () => true,
      () => false,
    );
    sentReports.set(key, sent);
    return sent;
  }

  function reportMismatch(mismatch: BackendReplyMismatch): Promise<boolean> {
    if (mismatch.operation === REPORT_OPERATION) return Promise.resolve(false);
    return report({ kind: "contract_mismatch", operation: mismatch.operation, detail: mismatch.problem });
  }

  /**
   * POST /api/users. A non-OK status throws a BackendRefusal whose message is
   * 'HTTP error! status: {code} - {body text}', or without ' - …' when the body is empty. Like every call it gives up after
   * BACKEND_TIMEOUT_MS, or when `signal` (a budget shared with the health check) runs out.
   */
  async function createUser(
    payload: UserSyncPayload,
    signal: AbortSignal = backendDeadline(),
  ): Promise<Profile> {
    const init = { method: "POST", headers: await headers(true, true), body: JSON.stringify(payload) };
    const response = await send(`${base}/api/users`, { ...init, signal });
    if (!response.ok) throw await refusalOf(response, true);
    return checkedReply<Profile>("POST /api/users", response, reportMismatch);
  }

  /** A bearer call of `template` with its path parameters filled in. */
  const call = <Reply>(
    method: "GET" | "POST",
    template: string,
    params: Record<string, string>,
    body?: object,
  ) => request<Reply>(method, template, true, { path: filled(template, params), body });

  return {
    /** The parsed reply, whatever it is: only the status matters. */
    health: (signal?: AbortSignal) => request<unknown>("GET", "/health", false, { signal }),
    createUser,
    getProfile: () => request<Profile>("GET", "/api/users/profile", true),
    /** The profile after the change, or null when the backend answers without a body (204). */
    updateProfile: (update: ProfileUpdate) =>
      request<Profile | null>("PUT", "/api/users/profile", true, { body: update }),
    /** The receipt, or null for a reply the document lets carry none (204, or a text body). */
    submitContact: (lead: ContactRequest) =>
      request<ContactReceipt | null>("POST", "/api/contact", false, { body: lead }),
    /** What a visitor sent with a form made in the content (`formId`: its document's). */
    submitForm: (formId: string, submission: FormSubmission) =>
      request<FormReceipt>("POST", "/api/forms/{form_id}/submissions", false, {
        path: filled("/api/forms/{form_id}/submissions", { form_id: formId }),
        body: submission,
      }),
    getAgents: () => request<AgentSubscription[]>("GET", "/api/agents", true),
    /** Starts a free trial; a second trial of the same agent is refused with 409 (code trial_exists). */
    startTrial: (trial: StartTrial) =>
      request<AgentSubscription>("POST", "/api/agents", true, { body: trial }),
    getWorkflows: () => request<Workflow[]>("GET", "/api/workflows", true),

    /** A page of runs, newest first; `next_cursor`, passed back as `cursor`, asks for the next. */
    listRuns: (filters: RunFilters = {}) =>
      request<RunPage>("GET", "/api/runs", true, { path: `/api/runs${queryOf(filters)}` }),
    getRun: (id: string) => call<Run>("GET", "/api/runs/{run_id}", { run_id: id }),
    /** A new run of a failed run's workflow (201); refused with 409 conflict or 429 quota_reached. */
    retryRun: (id: string) => call<Run>("POST", "/api/runs/{run_id}/retry", { run_id: id }),
    /** Stops a queued or running run at once: the run, `stopped`; refused with 409 run_finished once it has ended. */
    stopRun: (id: string) => call<Run>("POST", "/api/runs/{run_id}/stop", { run_id: id }),
    pauseWorkflow: (id: string) =>
      call<Workflow>("POST", "/api/workflows/{workflow_id}/pause", { workflow_id: id }),
    /** Refused with 429 quota_reached when the plan's quota is used up. */
    resumeWorkflow: (id: string) =>
      call<Workflow>("POST", "/api/workflows/{workflow_id}/resume", { workflow_id: id }),
    /** Each subscription's units used this period (not ended ones only). */
    getUsage: () => request<Usage[]>("GET", "/api/usage", true),
    /** Each subscription's units a UTC day of its current or previous period, with the period's bounds and limit. */
    getDailyUsage: (period: UsagePeriod = "current") =>
      request<DailyUsage>("GET", "/api/usage/daily", true, {
        path: `/api/usage/daily${queryOf({ period })}`,
      }),
    /** POST /api/client-reports, once a visit for each distinct report: whether it went through. */
    report,
    /** A trial's plan and an upgrade change at once; a downgrade waits for the period's end (scheduled_plan). */
    changePlan: (subscriptionId: string, plan: Plan) =>
      call<AgentSubscription>(
        "POST",
        "/api/agents/{subscription_id}/plan",
        { subscription_id: subscriptionId },
        { plan } satisfies ChangePlan,
      ),
    /** Ends it at the trial's or period's end (cancel_at); it works until then. */
    cancelSubscription: (id: string) =>
      call<AgentSubscription>("POST", "/api/agents/{subscription_id}/cancel", { subscription_id: id }),
    /** Takes a cancellation back before it takes effect. */
    resumeSubscription: (id: string) =>
      call<AgentSubscription>("POST", "/api/agents/{subscription_id}/resume", { subscription_id: id }),

    // Billing.
    /** The customer's invoices, newest first. */
    listInvoices: () => request<Invoice[]>("GET", "/api/billing/invoices", true),
    getInvoice: (id: string) =>
      call<Invoice>("GET", "/api/billing/invoices/{invoice_id}", { invoice_id: id }),
    /** `{ payment_method }`: the card on file, or null. */
    getPaymentMethod: () => request<PaymentMethodOnFile>("GET", "/api/billing/payment-method", true),
    /** A session of the hosted billing page (201): its `url`, to send the window to; 400 for a return_url not of the site. */
    createPortalSession: (session: PortalSessionRequest) =>
      request<PortalSession>("POST", "/api/billing/portal-sessions", true, { body: session }),

    // Notifications (issue 67).
    /** A page of the customer's notifications, newest first, and how many are unread in all. */
    listNotifications: (paging: NotificationPaging = {}) =>
      request<NotificationPage>("GET", "/api/notifications", true, {
        path: `/api/notifications${queryOf(paging)}`,
      }),
    /** The notification, read; 404 not_found for one that is not the customer's. */
    markNotificationRead: (id: string) =>
      call<Notification>("POST", "/api/notifications/{notification_id}/read", { notification_id: id }),
    markAllNotificationsRead: () => request<NotificationsRead>("POST", "/api/notifications/read-all", true),
    getNotificationPreferences: () =>
      request<NotificationPreferences>("GET", "/api/notification-preferences", true),
    /** Every kind with every channel; refused with 400 invalid_request otherwise. */
    putNotificationPreferences: (preferences: NotificationPreferences) =>
      request<NotificationPreferences>("PUT", "/api/notification-preferences", true, { body: preferences }),
  };
}
