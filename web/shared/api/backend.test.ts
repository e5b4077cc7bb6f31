// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stubAppConfig } from "../../../tests/unit/app-config";
import {
  BACKEND_TIMEOUT_MS,
  BackendReplyMismatch,
  backendHost,
  createBackendClient,
  type AgentSubscription,
  type Profile,
  type UserSyncPayload,
  type Workflow,
} from "./backend";

interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Responder = (request: Recorded, res: ServerResponse) => void;

const profile: Profile = {
  firebase_uid: "uid-1",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  company_name: "Analytical",
  phone: "+44 1",
};
const subscription: AgentSubscription = {
  id: "sub-1",
  agent_slug: "content-creator",
  plan: "starter",
  status: "trial",
  started_at: "2026-11-01T09:00:00.000Z",
  trial_ends_at: "2026-11-15T09:00:00.000Z",
};
const workflow: Workflow = {
  id: "wf-1",
  name: "Weekly blog drafts",
  subscription_id: "sub-1",
  status: "running",
  last_run_at: null,
  runs_by_day: [{ date: "2026-11-01", succeeded: 3, failed: 1 }],
};

/** A reply that matches openapi.yaml for each call. */
const replies: Record<string, unknown> = {
  "GET /health": { status: "ok" },
  "POST /api/users": profile,
  "GET /api/users/profile": profile,
  "PUT /api/users/profile": profile,
  "POST /api/contact": { received: true },
  "GET /api/agents": [subscription],
  "POST /api/agents": subscription,
  "GET /api/workflows": [workflow],
};

const ok: Responder = (request, res) =>
  res
    .writeHead(request.method === "POST" ? 201 : 200, { "Content-Type": "application/json" })
    .end(JSON.stringify(replies[`${request.method} ${request.path}`]));

const requests: Recorded[] = [];
let respond = ok;
let server: Server;
let host: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const request = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body };
      requests.push(request);
      // No keep-alive: a socket closed between tests must never be reused by fetch.
      res.setHeader("Connection", "close");
      respond(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  requests.length = 0;
  respond = ok;
  server.closeAllConnections();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const payload: UserSyncPayload = {
  firebase_uid: "uid-1",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  company_name: "Analytical",
  phone: "+44 1",
};

const client = () => createBackendClient({ host, getIdToken: async () => "token-123" });

describe("backendHost", () => {
  it("is VITE_API_URL, trimmed and without trailing slashes", () => {
    stubAppConfig({ VITE_API_URL: "  https://api.example.com//  " });
    expect(backendHost()).toBe("https://api.example.com");
  });

  it("is null when unset or blank", () => {
    stubAppConfig({ VITE_API_URL: "   " });
    expect(backendHost()).toBeNull();
    stubAppConfig({});
    expect(backendHost()).toBeNull();
  });
});

describe("createBackendClient", () => {
  it.each([
    ["health", "GET", "/health", false, undefined],
    ["getProfile", "GET", "/api/users/profile", true, undefined],
    ["updateProfile", "PUT", "/api/users/profile", true, { display_name: "Ada L" }],
    ["submitContact", "POST", "/api/contact", false, { name: "Ada", source: "contact-page" }],
    ["getAgents", "GET", "/api/agents", true, undefined],
    ["startTrial", "POST", "/api/agents", true, { agent_slug: "content-creator", plan: "starter" }],
    ["getWorkflows", "GET", "/api/workflows", true, undefined],
    ["createUser", "POST", "/api/users", true, payload],
  ] as const)("%s sends %s %s", async (call, method, path, bearer, body) => {
    const backend = client();
    const result = await (backend[call] as (arg?: unknown) => Promise<unknown>)(body);

    expect(result).toEqual(replies[`${method} ${path}`]);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe(method);
    expect(request.path).toBe(path);
    if (bearer) expect(request.headers.authorization).toBe("Bearer token-123");
    else expect(request.headers).not.toHaveProperty("authorization");
    if (body === undefined) {
      expect(request.body).toBe("");
    } else {
      expect(request.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(request.body)).toEqual(body);
    }
  });

  it("sends the user sync payload's exact field names", async () => {
    await client().createUser(payload);
    expect(Object.keys(JSON.parse(requests[0].body))).toEqual([
      "firebase_uid",
      "email",
      "first_name",
      "last_name",
      "company_name",
      "phone",
    ]);
  });

  it("tolerates an empty response body where openapi.yaml allows one", async () => {
    respond = (_request, res) => res.writeHead(204).end();
    await expect(client().submitContact({ source: "home-banner" })).resolves.toBeNull();
    await expect(client().updateProfile({ phone: "+44 2" })).resolves.toBeNull();
    await expect(client().health()).resolves.toBeNull();
  });

  it("throws a mismatch naming what did not match, logged once, for a reply of the wrong shape", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    respond = (_request, res) =>
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify([{ ...subscription, status: "expired" }]));
    const backend = client();
    const message =
      'The backend\'s reply to GET /api/agents does not match openapi.yaml: /0/status: Instance does not match any of ["trial","active","paused","cancelled"]';
    await expect(backend.getAgents()).rejects.toThrow(
      new BackendReplyMismatch("GET /api/agents", message.split(": ").slice(1).join(": ")),
    );
    await expect(backend.getAgents()).rejects.toThrow(message);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(message);

    respond = (_request, res) => res.writeHead(204).end();
    await expect(backend.getAgents()).rejects.toThrow(
      "The backend's reply to GET /api/agents does not match openapi.yaml: the reply has no body, and a JSON body is expected",
    );
    respond = (_request, res) => res.writeHead(200).end("Thanks!");
    await expect(backend.getWorkflows()).rejects.toThrow(
      /GET \/api\/workflows does not match openapi.yaml: the reply is not JSON$/,
    );
    error.mockRestore();
  });

  it("accepts a host with a trailing slash", async () => {
    await createBackendClient({ host: `${host}/` }).health();
    expect(requests[0].path).toBe("/health");
  });

  it("raises 'HTTP error! status: {code}' on a non-OK status", async () => {
    respond = (_request, res) => res.writeHead(500).end("boom");
    const backend = client();
    await expect(backend.health()).rejects.toThrow(/^HTTP error! status: 500$/);
    await expect(backend.getProfile()).rejects.toThrow(/^HTTP error! status: 500$/);
    await expect(backend.submitContact({ name: "Ada", source: "home-contact" })).rejects.toThrow(
      /^HTTP error! status: 500$/,
    );
  });

  it("includes the response body text for user creation", async () => {
    respond = (_request, res) => res.writeHead(500).end("database unavailable\n");
    await expect(client().createUser(payload)).rejects.toThrow(
      /^HTTP error! status: 500 - database unavailable$/,
    );
    respond = (_request, res) => res.writeHead(409).end();
    await expect(client().createUser(payload)).rejects.toThrow(/^HTTP error! status: 409$/);
  });

  it("counts a successful reply with no JSON body as success", async () => {
    respond = (_request, res) => res.writeHead(200, { "Content-Type": "text/plain" }).end("Thanks!");
    await expect(client().submitContact({ email: "a@b.co", source: "home-banner" })).resolves.toBeNull();
    respond = (_request, res) => res.writeHead(204).end();
    await expect(client().updateProfile({ display_name: "Ada" })).resolves.toBeNull();
    respond = (_request, res) => res.writeHead(200, { "Content-Type": "text/plain" }).end("Thanks!");
    await expect(client().updateProfile({ display_name: "Ada" })).rejects.toThrow(/the reply is not JSON$/);
  });

  it("sends a bearer call again once with a refreshed token after a 401, then gives up", async () => {
    const getIdToken = vi.fn(async (refresh?: boolean) => (refresh ? "fresh-token" : "stale-token"));
    respond = (request, res) =>
      request.headers.authorization === "Bearer fresh-token" ? ok(request, res) : res.writeHead(401).end();
    await expect(createBackendClient({ host, getIdToken }).getAgents()).resolves.toEqual([subscription]);
    expect(requests.map((request) => request.headers.authorization)).toEqual([
      "Bearer stale-token",
      "Bearer fresh-token",
    ]);

    requests.length = 0;
    respond = (_request, res) => res.writeHead(401).end();
    await expect(createBackendClient({ host, getIdToken }).getWorkflows()).rejects.toThrow(
      /^HTTP error! status: 401$/,
    );
    expect(requests).toHaveLength(2);

    requests.length = 0;
    await expect(client().submitContact({ email: "a@b.co", source: "home-banner" })).rejects.toThrow(
      /^HTTP error! status: 401$/,
    );
    expect(requests).toHaveLength(1);
  });

  it("refuses a bearer call without an ID token, before any request", async () => {
    const backend = createBackendClient({ host, getIdToken: async () => null });
    await expect(backend.getAgents()).rejects.toThrow(/Not signed in/);
    await expect(createBackendClient({ host }).getWorkflows()).rejects.toThrow(/Not signed in/);
    expect(requests).toHaveLength(0);
  });

  it.each([
    ["user creation", () => client().createUser(payload)],
    ["a lead", () => client().submitContact({ email: "a@b.co", source: "home-banner" })],
    ["a profile update", () => client().updateProfile({ display_name: "Ada" })],
    ["the health check", () => client().health()],
  ])("gives up on %s after 10 seconds without an answer", async (_label, call) => {
    expect(BACKEND_TIMEOUT_MS).toBe(10_000);
    // The server never answers; it only reports that the request arrived.
    const arrived = new Promise<void>((resolve) => (respond = () => resolve()));
    // Let fetch's connection pool finish closing the previous test's aborted request first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let settled = false;
    const pending = call();
    pending.catch(() => {}).finally(() => (settled = true));
    await arrived;

    await vi.advanceTimersByTimeAsync(BACKEND_TIMEOUT_MS - 1);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
