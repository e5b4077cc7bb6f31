import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { pathToFileURL } from "node:url";
import { evaluateSync, parse } from "groq-js";
import type { SanityDocumentLike as Doc } from "sanity";
import { parseSeedDataset } from "#content/seedDataset.ts";
import { SEED_FILE } from "./dataset";

/** Drafts and release versions: Sanity's `published` perspective leaves them out. */
const unpublished = (doc: Doc) => doc._id.startsWith("drafts.") || doc._id.startsWith("versions.");

const readBody = async (request: IncomingMessage) => {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
};

/**
 * Answers Sanity's query API (`GET /v{version}/data/query/{dataset}?query=…&$param=…`, and
 * POST with `{query, params}`) from an in-memory copy of the dataset the tests read, so the real
 * @sanity/client can be pointed at it with VITE_SANITY_API_HOST. With `perspective=published`,
 * as the site asks, drafts and release versions are left out, as Sanity does. The tests publish
 * through its own door (`sanityStandIn`): `PUT /__documents` adds or replaces a document (a
 * `drafts.` id stays a draft), `GET /__documents/<id>` reads one, `POST /__reset` restores the
 * dataset as the build read it.
 */
export function startSanityStandIn(port: number) {
  let documents = parseSeedDataset(readFileSync(SEED_FILE, "utf8"), SEED_FILE);
  const publish = (doc: Doc) => {
    const at = documents.findIndex((other) => other._id === doc._id);
    if (at >= 0) documents[at] = doc;
    else documents.push(doc);
  };

  const server: Server = createServer(async (request, response) => {
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader(
      "Access-Control-Allow-Headers",
      request.headers["access-control-request-headers"] ?? "Authorization, Content-Type",
    );
    if (request.method === "OPTIONS") return response.end();
    const url = new URL(request.url ?? "/", "http://localhost");
    response.setHeader("Content-Type", "application/json");
    if (url.pathname === "/__reset" && request.method === "POST") {
      documents = parseSeedDataset(readFileSync(SEED_FILE, "utf8"), SEED_FILE);
      return response.end("{}");
    }
    if (url.pathname === "/__documents" && request.method === "PUT") {
      publish(JSON.parse(await readBody(request)) as Doc);
      return response.end("{}");
    }
    if (url.pathname.startsWith("/__documents/")) {
      const id = decodeURIComponent(url.pathname.slice("/__documents/".length));
      const found = documents.find((doc) => doc._id === id);
      response.statusCode = found ? 200 : 404;
      return response.end(JSON.stringify(found ?? {}));
    }
    if (!/^\/v[\w-]+\/data\/query\/[\w-]+$/.test(url.pathname)) {
      response.statusCode = 404;
      return response.end("{}");
    }
    let query = url.searchParams.get("query") ?? "";
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams)
      if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
    if (request.method === "POST") {
      const parsed = JSON.parse(await readBody(request)) as {
        query: string;
        params?: Record<string, unknown>;
      };
      query = parsed.query;
      Object.assign(params, parsed.params);
    }
    const dataset =
      url.searchParams.get("perspective") === "published"
        ? documents.filter((doc) => !unpublished(doc))
        : documents;
    // As the build evaluates the bundled dataset (web/shared/sanity/fetch.server.ts): synchronously,
    // with an index by id for `->`; the asynchronous scan took over 10 s for the Spanish root query
    // on a busy machine, past the prerender's limit for a page.
    const byId = new Map(dataset.map((doc) => [doc._id, doc]));
    const dereference = ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null;
    const { data: result } = evaluateSync(parse(query, { params }), { dataset, params, dereference });
    response.end(JSON.stringify({ query, result, ms: 1 }));
  });
  server.listen(port, "127.0.0.1");
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The stand-in at `origin`, as a test publishes through it. */
export function sanityStandIn(origin: string) {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${origin}${path}`, init);
    if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status}`);
    return response.json() as Promise<Doc>;
  };
  return {
    document: (id: string) => call(`/__documents/${encodeURIComponent(id)}`),
    publish: (doc: Record<string, unknown>) =>
      call("/__documents", { method: "PUT", body: JSON.stringify(doc) }),
    reset: () => call("/__reset", { method: "POST" }),
  };
}

// `tsx tests/e2e/support/sanity-stand-in.ts <port>`, until stopped (playwright.config.ts).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const standIn = startSanityStandIn(Number(process.argv[2]));
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
