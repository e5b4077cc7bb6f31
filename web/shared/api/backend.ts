/** How long any backend call may take before it gives up (the spec's user-creation timeout). */
export const BACKEND_TIMEOUT_MS = 10_000;

/** An abort signal for one backend call, or for several that share one budget. */
export function backendDeadline(): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), BACKEND_TIMEOUT_MS);
  return controller.signal;
}

export interface UserSyncPayload {
  firebase_uid: string;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string;
  phone: string;
}

export interface BackendClientOptions {
  host: string;
  getIdToken?: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export type BackendClient = ReturnType<typeof createBackendClient>;

/** The backend host (VITE_API_URL, without a trailing slash); null when none is configured. */
export function backendHost(): string | null {
  return APP_CONFIG.backendUrl ?? null;
}

/** A reply's JSON; a successful reply with no body, or with a body that is not JSON, is null. */
async function parseJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The agency backend's calls (spec section 7). Every non-OK status throws 'HTTP error! status: {code}'. */
export function createBackendClient({ host, getIdToken, fetch: fetchImpl }: BackendClientOptions) {
  const base = host.replace(/\/+$/, "");
  // Resolved per call so a stubbed or replaced global fetch is honoured.
  const send = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function headers(auth: boolean, json: boolean): Promise<Record<string, string>> {
    const result: Record<string, string> = json ? { "Content-Type": "application/json" } : {};
    if (auth) {
      const token = await getIdToken?.();
      // A bearer endpoint is never called anonymously: fail here rather than send 'Bearer null'.
      if (!token) throw new Error("Not signed in: no ID token for the backend call.");
      result.Authorization = `Bearer ${token}`;
    }
    return result;
  }

  async function request(
    method: string,
    path: string,
    auth: boolean,
    body?: unknown,
    signal: AbortSignal = backendDeadline(),
  ): Promise<unknown> {
    const json = body !== undefined;
    const response = await send(`${base}${path}`, {
      method,
      headers: await headers(auth, json),
      body: json ? JSON.stringify(body) : undefined,
      signal,
    });
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    return parseJson(response);
  }

  /**
   * POST /api/users. A non-OK status throws 'HTTP error! status: {code} - {body text}', or
   * without ' - …' when the body is empty. Like every call it gives up after
   * BACKEND_TIMEOUT_MS, or when `signal` (a budget shared with the health check) runs out.
   */
  async function createUser(
    payload: UserSyncPayload,
    signal: AbortSignal = backendDeadline(),
  ): Promise<unknown> {
    const init = { method: "POST", headers: await headers(true, true), body: JSON.stringify(payload) };
    const response = await send(`${base}/api/users`, { ...init, signal });
    if (!response.ok) {
      const text = (await response.text()).trim();
      throw new Error(`HTTP error! status: ${response.status}${text ? ` - ${text}` : ""}`);
    }
    return parseJson(response);
  }

  return {
    health: (signal?: AbortSignal) => request("GET", "/health", false, undefined, signal),
    createUser,
    getProfile: () => request("GET", "/api/users/profile", true),
    updateProfile: (update: Record<string, unknown>) => request("PUT", "/api/users/profile", true, update),
    submitContact: (payload: Record<string, unknown>) => request("POST", "/api/contact", false, payload),
    getAgents: () => request("GET", "/api/agents", true),
    createAgent: (payload: Record<string, unknown>) => request("POST", "/api/agents", true, payload),
    getWorkflows: () => request("GET", "/api/workflows", true),
  };
}
