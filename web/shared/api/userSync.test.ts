import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BackendRefusal, createBackendClient } from "./backend";
import { buildSyncPayload, syncUser } from "./userSync";

type Responder = (path: string, res: ServerResponse) => void;

// The user's profile for POST /api/users (openapi.yaml); the health check may answer anything.
const profileReply = JSON.stringify({
  firebase_uid: "uid-1",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "",
  company_name: "",
  phone: "",
});
const ok: Responder = (path, res) =>
  res.writeHead(200, { "Content-Type": "application/json" }).end(path === "/api/users" ? profileReply : "{}");

const requests: { method: string; path: string; authorization?: string; body: string }[] = [];
let respond = ok;
let server: Server;
let host: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const path = req.url ?? "";
      requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, body });
      res.setHeader("Connection", "close");
      respond(path, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  requests.length = 0;
  respond = ok;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const user = { uid: "uid-1", email: "ada@example.com", displayName: "Ada Lovelace" };

describe("buildSyncPayload", () => {
  it("splits the display name on its first space", () => {
    expect(buildSyncPayload({ ...user, displayName: "Mary Ann Smith" })).toEqual({
      firebase_uid: "uid-1",
      email: "ada@example.com",
      first_name: "Mary",
      last_name: "Ann Smith",
      company_name: "",
      phone: "",
    });
    expect(buildSyncPayload({ ...user, displayName: "Cher" })).toMatchObject({
      first_name: "Cher",
      last_name: "",
    });
  });

  it("prefers the display name over the signup extras for names, and takes company and phone from extras", () => {
    const payload = buildSyncPayload(user, {
      firstName: "Augusta",
      lastName: "King",
      companyName: "Analytical",
      phone: "+44 1",
    });
    expect(payload).toMatchObject({
      first_name: "Ada",
      last_name: "Lovelace",
      company_name: "Analytical",
      phone: "+44 1",
    });
  });

  it("takes the names from the extras when there is no display name", () => {
    for (const displayName of [null, "", "   "]) {
      expect(
        buildSyncPayload({ ...user, displayName }, { firstName: "Ada", lastName: "Lovelace" }),
      ).toMatchObject({ first_name: "Ada", last_name: "Lovelace" });
    }
  });

  it("defaults every missing field to an empty string", () => {
    expect(buildSyncPayload({ uid: "uid-2", email: null, displayName: null })).toEqual({
      firebase_uid: "uid-2",
      email: "",
      first_name: "",
      last_name: "",
      company_name: "",
      phone: "",
    });
  });
});

describe("syncUser", () => {
  const payload = buildSyncPayload(user, { companyName: "Analytical" });
  const client = () => createBackendClient({ host, getIdToken: async () => "token-123" });

  it("checks health, then creates the user", async () => {
    await expect(syncUser(client(), payload)).resolves.toBe(true);

    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "GET /health",
      "POST /api/users",
    ]);
    expect(requests[0].authorization).toBeUndefined();
    expect(requests[1].authorization).toBe("Bearer token-123");
    expect(JSON.parse(requests[1].body)).toEqual(payload);
  });

  it("skips user creation and warns when the health check fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    respond = (_path, res) => res.writeHead(503).end();

    await expect(syncUser(client(), payload)).resolves.toBe(false);

    expect(requests.map(({ path }) => path)).toEqual(["/health"]);
    expect(warn).toHaveBeenCalledWith(expect.any(String), new BackendRefusal(503, null));
  });

  it("swallows and warns a failed user creation", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    respond = (path, res) => (path === "/health" ? ok(path, res) : res.writeHead(500).end("duplicate uid"));

    await expect(syncUser(client(), payload)).resolves.toBe(false);

    expect(requests.map(({ path }) => path)).toEqual(["/health", "/api/users"]);
    expect(warn).toHaveBeenCalledWith(expect.any(String), new BackendRefusal(500, null, "duplicate uid"));
  });

  it("swallows an unreachable backend", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    await expect(syncUser(createBackendClient({ host: `http://127.0.0.1:${port}` }), payload)).resolves.toBe(
      false,
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("syncUser's time budget", () => {
  it("gives the health check and the user creation one shared deadline", async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const client = {
      health: vi.fn(async (signal?: AbortSignal) => void signals.push(signal)),
      createUser: vi.fn(async (_payload: unknown, signal?: AbortSignal) => void signals.push(signal)),
    };
    const synced = await syncUser(
      client,
      buildSyncPayload({ uid: "u", email: "a@b.co", displayName: "Ada" }),
    );
    expect(synced).toBe(true);
    expect(signals).toHaveLength(2);
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect(signals[1]).toBe(signals[0]);
  });

  it("gives up 10 seconds after the health check started, however long the health check took", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const client = {
      // The health check answers after 4 s; the user creation never answers.
      health: () => new Promise((resolve) => setTimeout(resolve, 4_000)),
      createUser: (_payload: unknown, signal: AbortSignal) =>
        new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
    };
    let synced: boolean | undefined;
    void syncUser(client, buildSyncPayload(user)).then((result) => (synced = result));

    await vi.advanceTimersByTimeAsync(9_999);
    expect(synced).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(synced).toBe(false);
  });
});
