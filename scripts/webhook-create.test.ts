import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { capture } from "./tools/processes";
import { DISPATCH_EVENT, WEBHOOK_NAME, WEBHOOK_PROJECTION, webhookFilter } from "./tools/sanity-webhook";

// `npm run webhook:create` as it runs, against a local server standing in for Sanity's webhooks
// API (SANITY_WEBHOOK_API_HOST) that records every request.

const ROOT = path.resolve(import.meta.dirname, "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

type Recorded = { method: string; path: string; authorization?: string; body: unknown };
let recorded: Recorded[] = [];
let existing: { id: string; name: string }[] = [];
let server: Server;
let host: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      const body = text ? JSON.parse(text) : null;
      recorded.push({
        method: request.method!,
        path: request.url!,
        authorization: request.headers.authorization,
        body,
      });
      response.writeHead(200, { "Content-Type": "application/json" });
      if (request.method === "GET") return response.end(JSON.stringify(existing));
      response.end(
        JSON.stringify({
          id: request.method === "POST" ? "new-hook" : request.url!.split("/").pop(),
          ...body,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  recorded = [];
  existing = [];
});

const SETTINGS = {
  SANITY_STUDIO_PROJECT_ID: "abc123",
  SANITY_STUDIO_DATASET: "production",
  SANITY_AUTH_TOKEN: "sanity-token",
  GITHUB_REPOSITORY: "nexora/site",
  GITHUB_DISPATCH_TOKEN: "github-token",
};

async function webhookCreate(settings: Record<string, string | undefined>) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    SANITY_WEBHOOK_API_HOST: host,
  };
  for (const [name, value] of Object.entries(settings)) if (value !== undefined) env[name] = value;
  const { code, stdout, stderr } = await capture(TSX, [path.join(ROOT, "scripts", "webhook-create.ts")], {
    cwd: ROOT,
    env,
  });
  return { code, output: stdout + stderr };
}

const HOOKS = "/v2021-10-04/hooks/projects/abc123";

describe("npm run webhook:create", () => {
  it("creates the hook: GitHub's dispatch endpoint, its headers, the filter and projection, with the Sanity token", async () => {
    const { code, output } = await webhookCreate(SETTINGS);
    expect(output).toContain("Created");
    expect(code).toBe(0);
    expect(recorded.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET ${HOOKS}`,
      `POST ${HOOKS}`,
    ]);
    for (const request of recorded) expect(request.authorization).toBe("Bearer sanity-token");
    expect(recorded[1].body).toMatchObject({
      type: "document",
      name: WEBHOOK_NAME,
      dataset: "production",
      url: "https://api.github.com/repos/nexora/site/dispatches",
      httpMethod: "POST",
      includeDrafts: false,
      includeAllVersions: false,
      headers: { Accept: "application/vnd.github+json", Authorization: "Bearer github-token" },
      rule: { on: ["create", "update", "delete"], filter: webhookFilter(), projection: WEBHOOK_PROJECTION },
    });
    expect(WEBHOOK_PROJECTION).toContain(`"event_type": "${DISPATCH_EVENT}"`);
  });

  it("updates the hook of the same name instead of adding a second one", async () => {
    existing = [
      { id: "other", name: "Slack notifications" },
      { id: "hook-7", name: WEBHOOK_NAME },
    ];
    const { code, output } = await webhookCreate({ ...SETTINGS, GITHUB_REPOSITORY: "nexora/site-2" });
    expect(output).toContain("Updated");
    expect(code).toBe(0);
    expect(recorded.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET ${HOOKS}`,
      `PATCH ${HOOKS}/hook-7`,
    ]);
    expect(recorded[1].body).toMatchObject({ url: "https://api.github.com/repos/nexora/site-2/dispatches" });
  });

  it("refuses to run without its settings, naming each missing one, and calls nothing", async () => {
    const { code, output } = await webhookCreate({ SANITY_STUDIO_PROJECT_ID: "abc123" });
    expect(code).toBe(2);
    expect(output).toContain("Not set: SANITY_AUTH_TOKEN, GITHUB_REPOSITORY, GITHUB_DISPATCH_TOKEN.");
    expect(recorded).toEqual([]);
  });

  it("refuses a malformed repository or project id", async () => {
    const { code, output } = await webhookCreate({
      ...SETTINGS,
      GITHUB_REPOSITORY: "https://github.com/nexora/site",
      SANITY_STUDIO_PROJECT_ID: "Not_An_Id",
    });
    expect(code).toBe(2);
    expect(output).toContain("GITHUB_REPOSITORY");
    expect(output).toContain("SANITY_STUDIO_PROJECT_ID");
    expect(recorded).toEqual([]);
  });

  it("fails, saying so, when Sanity refuses the token, and never prints the tokens", async () => {
    const refusing = createServer((_, response) => {
      response.writeHead(403, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ message: "User must have grant sanity.project.webhooks/read" }));
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    const saved = host;
    host = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
    try {
      const { code, output } = await webhookCreate(SETTINGS);
      expect(code).toBe(1);
      expect(output).toContain("403");
      expect(output).toContain("Administrator");
      expect(output).not.toContain("sanity-token");
      expect(output).not.toContain("github-token");
    } finally {
      host = saved;
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
