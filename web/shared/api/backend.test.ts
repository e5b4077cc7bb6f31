import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stubAppConfig } from "../../../tests/unit/app-config";
import {
  BackendRefusal,
  BackendReplyMismatch,
  backendHost,
  createBackendClient,
  forgetSentReports,
  refusalCode,
  type AgentSubscription,
  type Profile,
  type Run,
  type RunPage,
  type Usage,
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

const run: Run = {
  id: "run-1",
  workflow_id: "wf-1",
  workflow_name: "Weekly blog drafts",
  subscription_id: "sub-1",
  agent_slug: "content-creator",
  status: "failed",
  trigger: "schedule",
  started_at: "2026-11-01T09:00:00.000Z",
  finished_at: "2026-11-01T09:00:04.000Z",
  duration_ms: 4000,
  retry_of: null,
  error: { code: "model_timeout", message: "The AI model took too long." },
  steps: [
    {
      name: "Draft",
      status: "failed",
      started_at: "2026-11-01T09:00:00.000Z",
      duration_ms: 4000,
      error: { code: "model_timeout", message: "The AI model took too long." },
    },
    { name: "Save", status: "skipped", started_at: null, duration_ms: null, error: null },
  ],
};
const { steps: _steps, ...runSummary } = run;
const runPage: RunPage = { runs: [runSummary], next_cursor: null };
const usage: Usage[] = [
  {
    subscription_id: "sub-1",
    used: 12,
    period_start: "2026-11-01T09:00:00.000Z",
    period_end: "2026-11-15T09:00:00.000Z",
    limit: 50,
  },
];

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
  "GET /api/runs": runPage,
  "GET /api/runs/run-1": run,
  "POST /api/runs/run-1/retry": { ...run, id: "run-2", status: "queued", retry_of: "run-1" },
  "POST /api/runs/run-1/stop": {
    ...run,
    status: "stopped",
    error: null,
    steps: run.steps.map((step) => ({ ...step, status: "skipped", error: null })),
  },
  "POST /api/workflows/wf-1/pause": { ...workflow, status: "paused" },
  "POST /api/workflows/wf-1/resume": workflow,
  "GET /api/usage": usage,
  "POST /api/agents/sub-1/plan": { ...subscription, plan: "professional" },
  "POST /api/agents/sub-1/cancel": { ...subscription, cancel_at: subscription.trial_ends_at },
  "POST /api/agents/sub-1/resume": { ...subscription, cancel_at: null },
};

const created = new Set(["POST /api/users", "POST /api/agents", "POST /api/runs/run-1/retry"]);
const ok: Responder = (request, res) => {
  const operation = `${request.method} ${request.path.split("?")[0]}`;
  res
    .writeHead(created.has(operation) ? 201 : 200, { "Content-Type": "application/json" })
    .end(JSON.stringify(replies[operation]));
};

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

afterEach(async () => {
  await forgetSentReports();
  requests.length = 0;
  respond = ok;
  server.closeAllConnections();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The mismatch a call fails with. */
const mismatchOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error("The call did not fail.");
    },
    (error: unknown) => error as BackendReplyMismatch,
  );

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
    ["listRuns", "GET", "/api/runs", true, undefined],
    ["getRun", "GET", "/api/runs/run-1", true, undefined],
    ["retryRun", "POST", "/api/runs/run-1/retry", true, undefined],
    ["stopRun", "POST", "/api/runs/run-1/stop", true, undefined],
    ["pauseWorkflow", "POST", "/api/workflows/wf-1/pause", true, undefined],
    ["resumeWorkflow", "POST", "/api/workflows/wf-1/resume", true, undefined],
    ["getUsage", "GET", "/api/usage", true, undefined],
    ["changePlan", "POST", "/api/agents/sub-1/plan", true, { plan: "professional" }],
    ["cancelSubscription", "POST", "/api/agents/sub-1/cancel", true, undefined],
    ["resumeSubscription", "POST", "/api/agents/sub-1/resume", true, undefined],
  ] as const)("%s sends %s %s", async (call, method, path, bearer, body) => {
    const backend = client();
    // The call's arguments: the id in its path, then its body (changePlan: the plan alone).
    const id = /\/(run-1|wf-1|sub-1)(\/|$)/.exec(path)?.[1];
    const args = call === "changePlan" ? [id, "professional"] : id ? [id] : [body];
    const result = await (backend[call] as (...args: unknown[]) => Promise<unknown>)(...args);

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
    /** Answers a report (202) and says so; any other call is the test's to answer. */
    const reportsAnswered = (request: Recorded, res: ServerResponse) => {
      if (request.path !== "/api/client-reports") return false;
      res.writeHead(202, { "Content-Type": "application/json" }).end('{"received":true}');
      return true;
    };
    respond = (request, res) => {
      if (!reportsAnswered(request, res))
        res
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify([{ ...subscription, status: "expired" }]));
    };
    const backend = client();
    const message =
      'The backend\'s reply to GET /api/agents does not match openapi.yaml: /0/status: Instance does not match any of ["trial","active","paused","cancelled"]';
    await expect(backend.getAgents()).rejects.toThrow(
      new BackendReplyMismatch("GET /api/agents", message.split(": ").slice(1).join(": ")),
    );
    await expect(backend.getAgents()).rejects.toThrow(message);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(message);

    respond = (request, res) => void (reportsAnswered(request, res) || res.writeHead(204).end());
    const empty = await mismatchOf(backend.getAgents());
    expect(empty.message).toBe(
      "The backend's reply to GET /api/agents does not match openapi.yaml: the reply has no body, and a JSON body is expected",
    );
    respond = (request, res) => void (reportsAnswered(request, res) || res.writeHead(200).end("Thanks!"));
    const text = await mismatchOf(backend.getWorkflows());
    expect(text.message).toMatch(/GET \/api\/workflows does not match openapi.yaml: the reply is not JSON$/);
    // Their reports, sent behind the failure: none left on its way into the next test.
    expect(await Promise.all([empty.reported, text.reported])).toEqual([true, true]);
    error.mockRestore();
  });

  it("reports each distinct mismatch once, through POST /api/client-reports, and says whether it went through", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("location", { pathname: "/es/dashboard/plan" });
    let reportReply = (res: ServerResponse) =>
      void res.writeHead(202, { "Content-Type": "application/json" }).end('{"received":true}');
    respond = (request, res) =>
      request.path === "/api/client-reports"
        ? reportReply(res)
        : res.writeHead(200, { "Content-Type": "application/json" }).end('[{"subscription_id":"s"}]');

    const first = await mismatchOf(client().getUsage());
    const again = await mismatchOf(client().getUsage());
    expect(await first.reported).toBe(true);
    expect(await again.reported).toBe(true);
    const reports = requests.filter((request) => request.path === "/api/client-reports");
    expect(reports).toHaveLength(1);
    expect(reports[0].headers.authorization).toBeUndefined();
    expect(JSON.parse(reports[0].body)).toEqual({
      kind: "contract_mismatch",
      operation: "GET /api/usage",
      detail: first.problem,
      page: "/es/dashboard/plan",
    });

    // A report that fails says so; a report whose own reply is out of contract is not reported.
    reportReply = (res) => void res.writeHead(500).end();
    expect(await (await mismatchOf(client().getAgents())).reported).toBe(false);
    reportReply = (res) => void res.writeHead(202, { "Content-Type": "application/json" }).end("{}");
    expect(await (await mismatchOf(client().getWorkflows())).reported).toBe(false);
    expect(requests.filter((request) => request.path === "/api/client-reports")).toHaveLength(3);
    logged.mockRestore();
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
    ["a read of the client area", () => client().getAgents()],
    ["a write of the client area", () => client().pauseWorkflow("wf-1")],
  ])("gives up on %s after 10 seconds without an answer", async (_label, call) => {
    // The server never answers; it only reports that the request arrived.
    const arrived = new Promise<void>((resolve) => (respond = () => resolve()));
    // Let fetch's connection pool finish closing the previous test's aborted request first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let settled = false;
    const pending = call();
    pending.catch(() => {}).finally(() => (settled = true));
    await arrived;

    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("the client area's calls", () => {
  it("builds the runs' query from the filters given, leaving the empty ones out", async () => {
    const backend = client();
    await backend.listRuns({
      status: "failed",
      workflow_id: "wf 1/2",
      agent_slug: "content-creator",
      cursor: "WyIy+MC=",
      limit: 10,
    });
    await backend.listRuns({ status: undefined, workflow_id: "", cursor: undefined });
    await backend.listRuns();
    expect(requests.map((request) => request.path)).toEqual([
      "/api/runs?status=failed&workflow_id=wf+1%2F2&agent_slug=content-creator&cursor=WyIy%2BMC%3D&limit=10",
      "/api/runs",
      "/api/runs",
    ]);
    const query = new URL(`http://host${requests[0].path}`).searchParams;
    expect([query.get("workflow_id"), query.get("cursor")]).toEqual(["wf 1/2", "WyIy+MC="]);
  });

  it("URL-encodes the ids it puts in a path", async () => {
    respond = (_request, res) => res.writeHead(404).end();
    const backend = client();
    await backend.getRun("run/1 ?#").catch(() => {});
    await backend.retryRun("../wf").catch(() => {});
    await backend.pauseWorkflow("wf?x=1").catch(() => {});
    await backend.changePlan("sub 1", "starter").catch(() => {});
    expect(requests.map((request) => request.path)).toEqual([
      "/api/runs/run%2F1%20%3F%23",
      "/api/runs/..%2Fwf/retry",
      "/api/workflows/wf%3Fx%3D1/pause",
      "/api/agents/sub%201/plan",
    ]);
  });

  it("checks a reply against the operation's template path, whatever id was called", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { steps: _, ...withoutSteps } = run;
    respond = (_request, res) =>
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(withoutSteps));
    await expect(client().getRun("run-7")).rejects.toThrow(
      /^The backend's reply to GET \/api\/runs\/\{run_id\} does not match openapi.yaml: .*steps/,
    );
    // 201 is the status it lists: a 200 is held to the default reply, the error body.
    respond = (_request, res) =>
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ ...run, error: null }));
    await expect(client().retryRun("run-1")).rejects.toThrow(
      /^The backend's reply to POST \/api\/runs\/\{run_id\}\/retry does not match openapi.yaml: /,
    );
    error.mockRestore();
  });
});

describe("BackendRefusal", () => {
  const refusedWith = (status: number, body: string) => (_request: Recorded, res: ServerResponse) =>
    res.writeHead(status, { "Content-Type": "application/json" }).end(body);

  it("carries the status and the code of the contract's error body, with the spec's message", async () => {
    respond = refusedWith(429, JSON.stringify({ error: { code: "quota_reached", message: "Used up." } }));
    const failure = await client()
      .retryRun("run-1")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendRefusal);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ name: "BackendRefusal", status: 429, code: "quota_reached" });
    expect((failure as Error).message).toBe("HTTP error! status: 429");
    expect(refusalCode(failure)).toBe("quota_reached");
  });

  it.each([
    ["a text body", "boom"],
    ["no body", ""],
    ["an error without a message", JSON.stringify({ error: { code: "conflict" } })],
    ["a code that is not text", JSON.stringify({ error: { code: 409, message: "No." } })],
    ["another JSON shape", JSON.stringify({ error: "conflict" })],
    ["null", "null"],
  ])("has no code for %s", async (_label, body) => {
    respond = refusedWith(409, body);
    const failure = await client()
      .cancelSubscription("sub-1")
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "BackendRefusal", status: 409, code: null });
    expect((failure as Error).message).toBe("HTTP error! status: 409");
    expect(refusalCode(failure)).toBeNull();
  });

  it("keeps user creation's message with the body's text, and reads its code too", async () => {
    const body = JSON.stringify({ error: { code: "conflict", message: "Taken." } });
    respond = refusedWith(409, body);
    const failure = await client()
      .createUser(payload)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendRefusal);
    expect((failure as Error).message).toBe(`HTTP error! status: 409 - ${body}`);
    expect(refusalCode(failure)).toBe("conflict");
  });

  it("refusalCode is null for any other failure", () => {
    expect(refusalCode(new Error("HTTP error! status: 409"))).toBeNull();
    expect(refusalCode(new BackendReplyMismatch("GET /api/runs", "/runs: wrong"))).toBeNull();
    expect(refusalCode(new TypeError("Failed to fetch"))).toBeNull();
    expect(refusalCode(null)).toBeNull();
    expect(refusalCode("quota_reached")).toBeNull();
    expect(refusalCode(new BackendRefusal(429, "quota_reached"))).toBe("quota_reached");
  });
});
