import type { components } from "./openapi";

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
export type AgentSubscription = Schemas["AgentSubscription"];
export type StartTrial = Schemas["StartTrial"];
export type Workflow = Schemas["Workflow"];
export type BackendError = Schemas["Error"];

/** A successful reply that is not what openapi.yaml says: the message names what did not match. */
export class BackendReplyMismatch extends Error {
  constructor(
    readonly operation: string,
    readonly problem: string,
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

/**
 * The reply's body as openapi.yaml types it for `operation`: null for a reply the document lets
 * carry no JSON (an empty or text body), else the JSON value once it has matched the schema.
 */
async function checkedReply<Reply>(operation: string, response: Response): Promise<Reply> {
  const text = await response.text();
  const { checkReply } = await import("./replyCheck");
  const check = checkReply(operation, response.status, text);
  if (!check.ok) {
    const mismatch = new BackendReplyMismatch(operation, check.problem);
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
 * The agency backend's calls (spec section 7). Every non-OK status throws 'HTTP error! status: {code}';
 * a bearer call answered 401 is sent again once with a refreshed ID token first.
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

  async function request<Reply>(
    method: "GET" | "PUT" | "POST",
    path: string,
    auth: boolean,
    body?: object,
    signal: AbortSignal = backendDeadline(),
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
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    return checkedReply<Reply>(`${method} ${path}`, response);
  }

  /**
   * POST /api/users. A non-OK status throws 'HTTP error! status: {code} - {body text}', or
   * without ' - …' when the body is empty. Like every call it gives up after
   * BACKEND_TIMEOUT_MS, or when `signal` (a budget shared with the health check) runs out.
   */
  async function createUser(
    payload: UserSyncPayload,
    signal: AbortSignal = backendDeadline(),
  ): Promise<Profile> {
    const init = { method: "POST", headers: await headers(true, true), body: JSON.stringify(payload) };
    const response = await send(`${base}/api/users`, { ...init, signal });
    if (!response.ok) {
      const text = (await response.text()).trim();
      throw new Error(`HTTP error! status: ${response.status}${text ? ` - ${text}` : ""}`);
    }
    return checkedReply<Profile>("POST /api/users", response);
  }

  return {
    /** The parsed reply, whatever it is: only the status matters. */
    health: (signal?: AbortSignal) => request<unknown>("GET", "/health", false, undefined, signal),
    createUser,
    getProfile: () => request<Profile>("GET", "/api/users/profile", true),
    /** The profile after the change, or null when the backend answers without a body (204). */
    updateProfile: (update: ProfileUpdate) =>
      request<Profile | null>("PUT", "/api/users/profile", true, update),
    /** The receipt, or null for a reply the document lets carry none (204, or a text body). */
    submitContact: (lead: ContactRequest) =>
      request<ContactReceipt | null>("POST", "/api/contact", false, lead),
    getAgents: () => request<AgentSubscription[]>("GET", "/api/agents", true),
    /** Starts a free trial; a second trial of the same agent is refused with 'HTTP error! status: 409'. */
    startTrial: (trial: StartTrial) => request<AgentSubscription>("POST", "/api/agents", true, trial),
    getWorkflows: () => request<Workflow[]>("GET", "/api/workflows", true),
  };
}
