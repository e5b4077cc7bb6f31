import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { components } from "../web/shared/api/openapi";
import { createBilling, returnTarget, type BillingEvents, type Prices } from "./billing";
import { expiredPage, PORTAL_PATH, portalPage, readCard, readDetails } from "./billing-portal";
import { readContractRequests, type MatchedRequest } from "./contract-requests";
import { createCustomers } from "./customers";
import { createCustomerNotifications } from "./customer-notifications";
import { verifyEmulatorIdToken, type IdTokenClaims } from "./id-token";
import { Refusal } from "./refusal";
import type { RunFilters } from "./runs";
import type { Quotas } from "./subscriptions";

// The local stand-in of the agency's backend (which is not ours): it honours openapi.yaml in
// memory, like the Auth emulator it trusts, and is gone when it stops. For the end-to-end tests
// it also records every request and can misbehave for one customer's calls (the control
// endpoints below).

type Schemas = components["schemas"];
type Profile = Schemas["Profile"];
/** A report the site sent (POST /api/client-reports), as the stand-in keeps it. */
export type ClientReportKept = Schemas["ClientReport"];
/** A form's submission as the stand-in keeps it: the form's id (from the path) and the body. */
export type FormSubmissionKept = Schemas["FormSubmission"] & { form_id: string };

/**
 * How the stand-in misbehaves for a customer's calls, so that a test can see the site meet a
 * backend that is down, slow, refusing or answering out of contract. The first that applies:
 */
export interface Fault {
  /** Wait this long before anything else (the site gives up after 10 s). */
  delayMs?: number;
  /** Close the connection without an answer, as a backend that cannot be reached. */
  drop?: boolean;
  /** Answer with this status and the contract's error body. */
  status?: number;
  /** Answer 200 with this body, whatever the contract says. */
  reply?: unknown;
  /** How many calls it spoils; every call when absent. */
  times?: number;
}
/**
 * A customer's faults by the path called ("GET /api/runs/run-wf-1-20261124-1"), by operation as
 * openapi.yaml writes it ("GET /api/runs/{run_id}"), or "*" for every bearer call: the first
 * of these that is set applies.
 */
export type Faults = Record<string, Fault>;
export interface RecordedRequest {
  method: string;
  path: string;
  /** The search part of the address ("?status=failed"), or "". */
  query: string;
  /** The operation of openapi.yaml it called ("GET /api/runs/{run_id}"); null for none. */
  operation: string | null;
  authorization: string | null;
  body: unknown;
}

export interface StandInOptions {
  /** The Firebase project whose emulator ID tokens are accepted. */
  projectId?: string;
  /** Origins allowed to call it from a browser; by default any on this machine. */
  allowOrigin?: (origin: string) => boolean;
  /** Makes the simulated runs: the same seed, the same runs. */
  seed?: string;
  /** The stand-in's clock: runs, retries, trials and billing periods follow it. */
  now?: () => Date;
  /** Each agent's plans' units a period (null or missing: unlimited), from the content's plan.quota. */
  quotas?: Quotas;
  /** Each agent's plans' prices a month in cents, from the content's plan.price (what invoices bill). */
  prices?: Prices;
  /**
   * The site's origin, which a portal session's return_url must be of, when the call carries no
   * Origin the stand-in allows (a browser's call always does: its page's origin).
   */
  siteOrigin?: string;
  /** Where notifications hook in: an invoice issued, a trial about to end or ended without a card. */
  billingEvents?: BillingEvents;
}

export const DEFAULT_PROJECT_ID = "demo-agency";
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => resolve(text));
    request.on("error", reject);
  });
}

/** The stand-in's state and its HTTP server (not yet listening: see `listen`). */
export function createStandInBackend({
  projectId = DEFAULT_PROJECT_ID,
  allowOrigin = (origin) => LOOPBACK_ORIGIN.test(origin),
  seed = "nexora",
  now = () => new Date(),
  quotas = {},
  prices = {},
  siteOrigin = "http://localhost:5000",
  billingEvents = {},
}: StandInOptions = {}) {
  const contract = readContractRequests();
  const billing = createBilling({
    now: () => now().getTime(),
    prices,
    events: {
      ...billingEvents,
      // A customer is told of each invoice to pay or paid (not of one voided), when it was issued.
      invoiceIssued(uid, invoice) {
        billingEvents.invoiceIssued?.(uid, invoice);
        if (invoice.status !== "void")
          notifications.notify(
            uid,
            "invoice",
            { type: "invoice", id: invoice.id },
            {},
            Date.parse(invoice.issued_at),
          );
      },
    },
    newSessionId: () => randomUUID(),
  });
  const customers = createCustomers({ seed, now: () => now().getTime(), quotas, billing });
  // Notifications (issue 67): made from the customers' own events, and by `notify` (billing's invoices).
  const notifications = createCustomerNotifications({
    now: () => now().getTime(),
    quotas,
    subscriptions: customers.agents,
    workflows: customers.workflowRecords,
  });
  const profiles = new Map<string, Profile>();
  const leads: Schemas["ContactRequest"][] = [];
  const formSubmissions: FormSubmissionKept[] = [];
  const clientReports: ClientReportKept[] = [];
  let requests: RecordedRequest[] = [];
  /** Faults by the e-mail of the ID token a call carries: one test's customer, not another's. */
  const faults = new Map<string, Faults>();
  /** Customers (by e-mail) whose retries are held running, with the accounts that made them. */
  const holds = new Map<string, Set<string>>();

  /**
   * A customer with something to show: a profile, and every state the client area shows
   * (customers.ts): a failing workflow, a trial ending soon, a quota nearly used up.
   */
  function seedDemoCustomer(uid: string, profile: Partial<Profile> = {}) {
    profiles.set(uid, {
      firebase_uid: uid,
      email: "demo@example.com",
      first_name: "Demo",
      last_name: "Customer",
      company_name: "Demo Company",
      phone: "",
      ...profile,
    });
    customers.seedDemoCustomer(uid);
    notifications.seedDemo(uid);
  }

  function signedIn(request: IncomingMessage): IdTokenClaims {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    const claims = token ? verifyEmulatorIdToken(token, projectId, now()) : null;
    if (!claims) throw new Refusal(401, "unauthorized", "A valid Firebase ID token is required.");
    return claims;
  }

  function answer(
    { operation, params }: MatchedRequest,
    request: IncomingMessage,
    search: URLSearchParams,
    text: string,
  ): [number, unknown] {
    const body = <T>() => contract.checkedBody<T>(operation, text);
    switch (operation.key) {
      case "GET /health":
        return [200, { status: "ok" }];
      case "POST /api/contact":
        leads.push(body());
        return [200, { received: true }];
      case "POST /api/forms/{form_id}/submissions":
        formSubmissions.push({ form_id: params.form_id, ...body<Schemas["FormSubmission"]>() });
        return [201, { received: true }];
      case "POST /api/client-reports":
        clientReports.push(body());
        return [202, { received: true }];
    }
    const { uid, email } = signedIn(request);
    // What has happened to the customer since their last call is told before this one answers.
    notifications.observe(uid);
    switch (operation.key) {
      case "POST /api/users": {
        const sync = body<Schemas["UserSync"]>();
        const known = profiles.get(uid);
        // The sync runs on every sign-in with the provider's names and "" for what it lacks: it
        // fills a known profile's empty fields, and what the customer saved stays.
        const saved = Object.entries(known ?? {}).filter(([, value]) => value !== "");
        // The token says who is syncing, whatever the payload claims.
        const profile = { ...sync, ...Object.fromEntries(saved), email: sync.email, firebase_uid: uid };
        profiles.set(uid, profile);
        return [known ? 200 : 201, profile];
      }
      case "GET /api/users/profile": {
        const profile = profiles.get(uid);
        if (!profile) throw new Refusal(404, "not_found", "No profile yet: sync the user first.");
        return [200, profile];
      }
      case "PUT /api/users/profile": {
        const { display_name: _displayName, ...update } = body<Schemas["ProfileUpdate"]>();
        const base = profiles.get(uid) ?? {
          firebase_uid: uid,
          email: email ?? "",
          first_name: "",
          last_name: "",
          company_name: "",
          phone: "",
        };
        const profile = { ...base, ...update };
        profiles.set(uid, profile);
        return [200, profile];
      }
      case "GET /api/agents":
        return [200, customers.agents(uid)];
      case "POST /api/agents":
        return [201, customers.startTrial(uid, body<Schemas["StartTrial"]>())];
      case "POST /api/agents/{subscription_id}/plan":
        return [200, customers.changePlan(uid, params.subscription_id, body<Schemas["ChangePlan"]>().plan)];
      case "POST /api/agents/{subscription_id}/cancel":
        return [200, customers.cancel(uid, params.subscription_id)];
      case "POST /api/agents/{subscription_id}/resume":
        return [200, customers.resume(uid, params.subscription_id)];
      case "GET /api/workflows":
        return [200, customers.workflows(uid)];
      case "POST /api/workflows/{workflow_id}/pause":
        return [200, customers.pauseWorkflow(uid, params.workflow_id)];
      case "POST /api/workflows/{workflow_id}/resume":
        return [200, customers.resumeWorkflow(uid, params.workflow_id)];
      case "GET /api/runs":
        return [200, customers.runs(uid, contract.checkedQuery<RunFilters>(operation, search))];
      case "GET /api/runs/{run_id}":
        return [200, customers.run(uid, params.run_id)];
      case "POST /api/runs/{run_id}/retry": {
        const holding = email ? holds.get(email) : undefined;
        holding?.add(uid);
        return [201, customers.retry(uid, params.run_id, Boolean(holding))];
      }
      case "POST /api/runs/{run_id}/stop":
        return [200, customers.stop(uid, params.run_id)];
      case "GET /api/usage":
        return [200, customers.usage(uid)];
      // Billing: the invoices due are issued as the subscriptions are brought up to now.
      case "GET /api/billing/invoices":
        customers.agents(uid);
        return [200, billing.invoices(uid)];
      case "GET /api/billing/invoices/{invoice_id}":
        customers.agents(uid);
        return [200, billing.invoice(uid, params.invoice_id)];
      case "GET /api/billing/payment-method":
        return [200, { payment_method: billing.paymentMethod(uid) }];
      case "POST /api/billing/portal-sessions": {
        const { purpose, return_url } = body<Schemas["PortalSessionRequest"]>();
        const origin = request.headers.origin;
        const target = returnTarget(return_url, origin && allowOrigin(origin) ? origin : siteOrigin);
        if (!target) {
          throw new Refusal(400, "invalid_request", "return_url must be a path or an address of the site.");
        }
        const session = billing.startSession(uid, purpose, target);
        const url = `http://${request.headers.host ?? "127.0.0.1"}/billing-portal/${session.id}`;
        return [201, { url, expires_at: new Date(session.expiresAt).toISOString() }];
      }
      case "GET /api/usage/daily": {
        const { period } = contract.checkedQuery<{ period: "current" | "previous" }>(operation, search);
        return [200, customers.dailyUsage(uid, period)];
      }
      // Notifications (issue 67).
      case "GET /api/notifications":
        return [
          200,
          notifications.list(
            uid,
            contract.checkedQuery<{ cursor?: string; limit: number }>(operation, search),
          ),
        ];
      case "POST /api/notifications/{notification_id}/read":
        return [200, notifications.markRead(uid, params.notification_id)];
      case "POST /api/notifications/read-all":
        return [200, notifications.markAllRead(uid)];
      case "GET /api/notification-preferences":
        return [200, notifications.preferences(uid)];
      case "PUT /api/notification-preferences":
        return [200, notifications.setPreferences(uid, body<Schemas["NotificationPreferences"]>())];
    }
    throw new Refusal(404, "not_found", `The stand-in does not answer ${operation.key}.`);
  }

  /** The hosted billing page: its form, then the card or details recorded and back to the site. */
  function servePortal(id: string, method: string, text: string, response: ServerResponse) {
    const html = (status: number, page: string) => {
      response.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      response.end(page);
    };
    const session = billing.session(id);
    if (!session) return html(410, expiredPage(null));
    if (method === "GET") return html(200, portalPage(session));
    const values = Object.fromEntries(new URLSearchParams(text));
    if (session.purpose === "payment_method") {
      const card = readCard(values, now());
      // A card's number is never kept, nor shown again.
      if (!card.ok)
        return html(
          400,
          portalPage(session, { values: { ...values, card_number: "" }, errors: card.errors }),
        );
      billing.recordCard(session.uid, card.value);
    } else {
      const details = readDetails(values);
      if (!details.ok) return html(400, portalPage(session, { values, errors: details.errors }));
      billing.recordDetails(session.uid, details.value);
    }
    billing.endSession(id);
    response.writeHead(303, { Location: session.returnUrl });
    response.end();
  }

  /**
   * Holds the retries this customer (by e-mail) makes from now on running, until they are
   * stopped or released (`hold` false, which lets every one of theirs go on). The ids released.
   */
  function holdRuns(email: string, hold: boolean): string[] {
    const accounts = holds.get(email);
    if (hold) {
      holds.set(email, accounts ?? new Set());
      return [];
    }
    holds.delete(email);
    return [...(accounts ?? [])].flatMap((uid) => customers.releaseRuns(uid));
  }

  /** The fault set for this call's customer and operation (or path called), counted as used. */
  function takeFault(request: IncomingMessage, operationKey: string | null, called: string): Fault | null {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    const email = token ? verifyEmulatorIdToken(token, projectId, now())?.email : null;
    const customerFaults = email ? faults.get(email) : undefined;
    const key = [called, operationKey].find((each) => each && customerFaults?.[each]) ?? "*";
    const fault = customerFaults?.[key];
    if (!customerFaults || !fault) return null;
    if (fault.times !== undefined && --fault.times <= 0) delete customerFaults[key];
    return fault;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const origin = request.headers.origin;
    if (origin && allowOrigin(origin)) {
      response.setHeader("Access-Control-Allow-Origin", origin);
      response.setHeader("Vary", "Origin");
      response.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type");
      response.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
    }
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? "/", "http://stand-in");
    const { pathname: path, search } = url;
    const method = request.method ?? "GET";
    const text = await readBody(request);
    if (method === "OPTIONS") return void response.writeHead(204).end();

    // Control endpoints, for tests: what was asked of it, and how it should behave.
    if (path === "/__requests") {
      if (method === "DELETE") requests = [];
      return send(200, requests);
    }
    if (path === "/__client-reports") {
      if (method === "DELETE") clientReports.length = 0;
      return send(200, clientReports);
    }
    if (path === "/__demo-customer" && method === "POST") {
      const { uid, email } = JSON.parse(text || "{}") as { uid?: unknown; email?: unknown };
      if (typeof uid !== "string" || typeof email !== "string")
        return send(400, { error: 'Expected {"uid": "…", "email": "…"}' });
      seedDemoCustomer(uid, { email });
      return send(200, { uid });
    }
    // The hosted billing page a portal session's url opens (not an operation of the contract).
    const portal = PORTAL_PATH.exec(path);
    if (portal && (method === "GET" || method === "POST"))
      return servePortal(portal[1], method, text, response);
    // What it would have e-mailed (notifications whose `email` preference is on), by uid: `?uid=`.
    if (path === "/__emails" && method === "GET") {
      const uid = url.searchParams.get("uid");
      return send(
        200,
        notifications.emails().filter((each) => !uid || each.uid === uid),
      );
    }
    if (path === "/__faults" && method === "PUT") {
      const { email, faults: asked } = JSON.parse(text || "{}") as { email?: unknown; faults?: Faults };
      if (typeof email !== "string" || typeof asked !== "object" || asked === null)
        return send(400, { error: 'Expected {"email": "…", "faults": {"GET /api/agents": {…}}}' });
      faults.set(email, asked);
      return send(200, asked);
    }
    if (path === "/__hold-runs" && method === "PUT") {
      const { email, hold } = JSON.parse(text || "{}") as { email?: unknown; hold?: unknown };
      if (typeof email !== "string" || typeof hold !== "boolean")
        return send(400, { error: 'Expected {"email": "…", "hold": true} (or false to release)' });
      return send(200, { email, hold, released: holdRuns(email, hold) });
    }

    let recorded: unknown = null;
    try {
      recorded = text ? JSON.parse(text) : null;
    } catch {
      recorded = text;
    }
    const refuse = (error: unknown) => {
      if (!(error instanceof Refusal)) throw error;
      send(error.status, { error: { code: error.code, message: error.message } });
    };
    let matched: MatchedRequest | null;
    try {
      matched = contract.match(method, path);
    } catch (error) {
      return refuse(error);
    }
    const operation = matched?.operation.key ?? null;
    const authorization = request.headers.authorization ?? null;
    requests.push({ method, path, query: search, operation, authorization, body: recorded });
    const fault = takeFault(request, operation, `${method} ${path}`);
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.drop) return void request.socket.destroy();
    if (fault?.status)
      return send(fault.status, { error: { code: "fault", message: `Status ${fault.status} (fault).` } });
    if (fault && "reply" in fault) return send(200, fault.reply);
    try {
      if (!matched) throw new Refusal(404, "not_found", `No operation ${method} ${path} in openapi.yaml.`);
      const [status, body] = answer(matched, request, url.searchParams, text);
      send(status, body);
    } catch (error) {
      refuse(error);
    }
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { code: "internal", message: String(error) } }));
    });
  });

  /** Starts listening (port 0: any free port) and resolves to its base URL. */
  function listen(port = 0, host = "127.0.0.1"): Promise<string> {
    return new Promise((resolve) =>
      server.listen(port, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`)),
    );
  }

  function close(): Promise<void> {
    server.closeAllConnections();
    return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  }

  return {
    server,
    listen,
    close,
    seedDemoCustomer,
    leads,
    formSubmissions,
    billing,
    clientReports,
    requests: () => requests,
    setFaults: (email: string, customerFaults: Faults) => faults.set(email, customerFaults),
    holdRuns,
    /**
     * Tells a customer something (billing's invoices: `notify(uid, "invoice", { type: "invoice",
     * id })`), as their preferences say: backend/notifications.ts.
     */
    notify: notifications.notify,
    /** What the stand-in would have e-mailed (it sends no mail). */
    emails: notifications.emails,
  };
}

export type StandInBackend = ReturnType<typeof createStandInBackend>;
