import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Validator } from "@cfworker/json-schema";
import type { components } from "../web/shared/api/openapi";
import { readContract } from "./contract";
import { verifyEmulatorIdToken, type IdTokenClaims } from "./id-token";
import { typicalWorkflows } from "./simulated-runs";

// The local stand-in of the agency's backend (which is not ours): it honours openapi.yaml in
// memory, like the Auth emulator it trusts, and is gone when it stops. For the end-to-end tests
// it also records every request and can misbehave for one customer's calls (the control
// endpoints below).

type Schemas = components["schemas"];
type Profile = Schemas["Profile"];
type AgentSubscription = Schemas["AgentSubscription"];
type Workflow = Schemas["Workflow"];

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
/** A customer's faults by operation ("GET /api/agents"), or "*" for every bearer call. */
export type Faults = Record<string, Fault>;
export interface RecordedRequest {
  method: string;
  path: string;
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
  now?: () => Date;
}

export const DEFAULT_PROJECT_ID = "demo-agency";
const TRIAL_DAYS = 14;
const DAY_MS = 86_400_000;
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

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
}: StandInOptions = {}) {
  const operations = new Map(readContract().map((operation) => [operation.key, operation]));
  const requestValidators = new Map(
    [...operations.values()].flatMap((operation) =>
      operation.requestSchema
        ? [[operation.key, new Validator(operation.requestSchema, "2020-12", false)] as const]
        : [],
    ),
  );
  const profiles = new Map<string, Profile>();
  const subscriptions = new Map<string, AgentSubscription[]>();
  const workflows = new Map<string, Workflow[]>();
  const leads: Schemas["ContactRequest"][] = [];
  let requests: RecordedRequest[] = [];
  /** Faults by the e-mail of the ID token a call carries: one test's customer, not another's. */
  const faults = new Map<string, Faults>();
  let lastId = 0;
  const nextId = (prefix: string) => () => `${prefix}-${++lastId}`;

  function startTrial(uid: string, { agent_slug, plan }: Schemas["StartTrial"], startedAt = now()) {
    const owned = subscriptions.get(uid) ?? [];
    if (
      owned.some(
        (subscription) => subscription.agent_slug === agent_slug && subscription.status !== "cancelled",
      )
    ) {
      throw new Refusal(409, "trial_exists", `You already have ${agent_slug}.`);
    }
    const subscription: AgentSubscription = {
      id: nextId("sub")(),
      agent_slug,
      plan,
      status: "trial",
      started_at: startedAt.toISOString(),
      trial_ends_at: new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS).toISOString(),
    };
    subscriptions.set(uid, [subscription, ...owned]);
    const made = typicalWorkflows(agent_slug, subscription.id, nextId("wf"), `${seed}/${uid}`, now());
    workflows.set(uid, [...(workflows.get(uid) ?? []), ...made]);
    return subscription;
  }

  /**
   * A customer with something to show: a profile, an active subscription since last month
   * and a trial started 3 days ago, each with its agent's workflows and 30 days of runs.
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
    const active = startTrial(
      uid,
      { agent_slug: "customer-support", plan: "professional" },
      new Date(now().getTime() - 40 * DAY_MS),
    );
    active.status = "active";
    active.trial_ends_at = null;
    startTrial(
      uid,
      { agent_slug: "content-creator", plan: "starter" },
      new Date(now().getTime() - 3 * DAY_MS),
    );
  }

  function signedIn(request: IncomingMessage): IdTokenClaims {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    const claims = token ? verifyEmulatorIdToken(token, projectId, now()) : null;
    if (!claims) throw new Refusal(401, "unauthorized", "A valid Firebase ID token is required.");
    return claims;
  }

  function checkedBody<T>(operationKey: string, text: string): T {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Refusal(400, "invalid_request", "The body is not JSON.");
    }
    const result = requestValidators.get(operationKey)?.validate(body);
    if (result && !result.valid) {
      const problems = result.errors.filter((error) => !["properties", "$ref"].includes(error.keyword));
      throw new Refusal(
        400,
        "invalid_request",
        (problems.length ? problems : result.errors)
          .map((e) => `${e.instanceLocation}: ${e.error}`)
          .join("; "),
      );
    }
    return body as T;
  }

  function answer(operationKey: string, request: IncomingMessage, text: string): [number, unknown] {
    switch (operationKey) {
      case "GET /health":
        return [200, { status: "ok" }];
      case "POST /api/contact":
        leads.push(checkedBody(operationKey, text));
        return [200, { received: true }];
    }
    const { uid, email } = signedIn(request);
    switch (operationKey) {
      case "POST /api/users": {
        const sync = checkedBody<Schemas["UserSync"]>(operationKey, text);
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
        const { display_name: _displayName, ...update } = checkedBody<Schemas["ProfileUpdate"]>(
          operationKey,
          text,
        );
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
        return [200, subscriptions.get(uid) ?? []];
      case "POST /api/agents":
        return [201, startTrial(uid, checkedBody(operationKey, text))];
      case "GET /api/workflows":
        return [200, workflows.get(uid) ?? []];
    }
    throw new Refusal(404, "not_found", `No operation ${operationKey} in openapi.yaml.`);
  }

  /** The fault set for this call's customer and operation, counted as used. */
  function takeFault(request: IncomingMessage, operationKey: string): Fault | null {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    const email = token ? verifyEmulatorIdToken(token, projectId, now())?.email : null;
    const customerFaults = email ? faults.get(email) : undefined;
    const key = customerFaults?.[operationKey] ? operationKey : "*";
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
    const path = (request.url ?? "/").split("?")[0];
    const method = request.method ?? "GET";
    const text = await readBody(request);
    if (method === "OPTIONS") return void response.writeHead(204).end();

    // Control endpoints, for tests: what was asked of it, and how it should behave.
    if (path === "/__requests") {
      if (method === "DELETE") requests = [];
      return send(200, requests);
    }
    if (path === "/__demo-customer" && method === "POST") {
      const { uid, email } = JSON.parse(text || "{}") as { uid?: unknown; email?: unknown };
      if (typeof uid !== "string" || typeof email !== "string")
        return send(400, { error: 'Expected {"uid": "…", "email": "…"}' });
      seedDemoCustomer(uid, { email });
      return send(200, { uid });
    }
    if (path === "/__faults" && method === "PUT") {
      const { email, faults: asked } = JSON.parse(text || "{}") as { email?: unknown; faults?: Faults };
      if (typeof email !== "string" || typeof asked !== "object" || asked === null)
        return send(400, { error: 'Expected {"email": "…", "faults": {"GET /api/agents": {…}}}' });
      faults.set(email, asked);
      return send(200, asked);
    }

    let recorded: unknown = null;
    try {
      recorded = text ? JSON.parse(text) : null;
    } catch {
      recorded = text;
    }
    requests.push({ method, path, authorization: request.headers.authorization ?? null, body: recorded });
    const fault = takeFault(request, `${method} ${path}`);
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.drop) return void request.socket.destroy();
    if (fault?.status)
      return send(fault.status, { error: { code: "fault", message: `Status ${fault.status} (fault).` } });
    if (fault && "reply" in fault) return send(200, fault.reply);
    try {
      const [status, body] = answer(`${method} ${path}`, request, text);
      send(status, body);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      send(error.status, { error: { code: error.code, message: error.message } });
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
    requests: () => requests,
    setFaults: (email: string, customerFaults: Faults) => faults.set(email, customerFaults),
  };
}

export type StandInBackend = ReturnType<typeof createStandInBackend>;
