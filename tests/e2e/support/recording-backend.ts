import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

// A stand-in for the agency's backend (not ours): answers the calls of spec section 7 and
// records every request, so tests can assert what the site sent. Control endpoints:
// GET /__requests, DELETE /__requests, PUT /__mode with "ok" | "down" | "slow".
// Tests running in parallel share it, so they pick out their own requests by content.
export const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT || 5098);
export const E2E_BACKEND_URL = `http://127.0.0.1:${E2E_BACKEND_PORT}`;

type Recorded = { method: string; path: string; authorization: string | null; body: unknown };
type Mode = "ok" | "down" | "slow";
const SLOW_MS = 15_000;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => resolve(text));
  });

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

export function startRecordingBackend(port = E2E_BACKEND_PORT) {
  let requests: Recorded[] = [];
  let mode: Mode = "ok";
  const server = createServer(async (request, response) => {
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type");
    response.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
    const path = (request.url ?? "/").split("?")[0];
    const text = await readBody(request);
    if (request.method === "OPTIONS") return send(response, 204, null);
    if (path === "/__requests") {
      if (request.method === "DELETE") requests = [];
      return send(response, 200, requests);
    }
    if (path === "/__mode") {
      mode = JSON.parse(text) as Mode;
      return send(response, 200, mode);
    }
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    requests.push({
      method: request.method ?? "",
      path,
      authorization: request.headers.authorization ?? null,
      body,
    });
    // Modes apply to the account calls only, so lead-form tests running alongside are unaffected.
    const accountCall = path === "/health" || path.startsWith("/api/users");
    if (accountCall && mode === "down") return send(response, 503, { error: "down" });
    if (accountCall && mode === "slow") await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    if (path === "/health") return send(response, 200, { status: "ok" });
    // Replies match openapi.yaml, which the site checks every reply against.
    const profile = {
      firebase_uid: "recorded-user",
      email: "",
      first_name: "",
      last_name: "",
      company_name: "",
      phone: "",
      ...(body !== null && typeof body === "object" ? body : {}),
    };
    if (path === "/api/users" && request.method === "POST") return send(response, 201, profile);
    if (path === "/api/users/profile") return send(response, 200, profile);
    if (path === "/api/contact") return send(response, 200, { received: true });
    return send(response, 404, { error: "not found" });
  });
  server.listen(port, "127.0.0.1");
  return server;
}

if (process.argv[1]?.endsWith("recording-backend.ts")) {
  startRecordingBackend();
  console.log(`recording backend at ${E2E_BACKEND_URL}`);
}
