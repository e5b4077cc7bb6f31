import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { evaluateSync, parse } from "groq-js";
import type { SanityDocumentLike as Doc } from "sanity";
import { parseSeedDataset } from "#content/seedDataset.ts";
import { SEED_FILE } from "./dataset";

/** Drafts and release versions: Sanity's `published` perspective leaves them out. */
const unpublished = (doc: Doc) => doc._id.startsWith("drafts.") || doc._id.startsWith("versions.");

/**
 * Answers Sanity's query API (`GET /v{version}/data/query/{dataset}?query=…&$param=…`, and
 * POST with `{query, params}`) from an in-memory copy of the dataset the tests read, so the real
 * @sanity/client can be pointed at it with VITE_SANITY_API_HOST. Tests edit `document(id)` and
 * add documents with `publish` (a `drafts.` id stays a draft). With `perspective=published`,
 * as the site asks, drafts and release versions are left out, as Sanity does.
 */
export function startSanityStandIn(port: number) {
  const documents = parseSeedDataset(readFileSync(SEED_FILE, "utf8"), SEED_FILE);

  const server: Server = createServer(async (request, response) => {
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader(
      "Access-Control-Allow-Headers",
      request.headers["access-control-request-headers"] ?? "Authorization, Content-Type",
    );
    if (request.method === "OPTIONS") return response.end();
    const url = new URL(request.url ?? "/", "http://localhost");
    if (!/^\/v[\w-]+\/data\/query\/[\w-]+$/.test(url.pathname)) {
      response.statusCode = 404;
      return response.end("{}");
    }
    let query = url.searchParams.get("query") ?? "";
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams)
      if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
    if (request.method === "POST") {
      let body = "";
      for await (const chunk of request) body += chunk;
      const parsed = JSON.parse(body) as { query: string; params?: Record<string, unknown> };
      query = parsed.query;
      Object.assign(params, parsed.params);
    }
    const dataset =
      url.searchParams.get("perspective") === "published"
        ? documents.filter((doc) => !unpublished(doc))
        : documents;
    // As the build evaluates the bundled dataset (web/shared/content/fetch.server.ts): synchronously,
    // with an index by id for `->`; the asynchronous scan took over 10 s for the Spanish root query
    // on a busy machine, past the prerender's limit for a page.
    const byId = new Map(dataset.map((doc) => [doc._id, doc]));
    const dereference = ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null;
    const { data: result } = evaluateSync(parse(query, { params }), { dataset, params, dereference });
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify({ query, result, ms: 1 }));
  });
  server.listen(port, "127.0.0.1");

  return {
    document: (id: string) => {
      const found = documents.find((doc) => doc._id === id);
      if (!found) throw new Error(`no document ${id}`);
      return found;
    },
    publish: (published: Record<string, unknown>) => {
      if (typeof published._id !== "string") throw new Error("a document needs an _id");
      const doc = published as Doc;
      const at = documents.findIndex((other) => other._id === doc._id);
      if (at >= 0) documents[at] = doc;
      else documents.push(doc);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
