import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { recordedEvent, type Arrival, type CollectedEvent, type RecordedEvent } from "./recorded-events";
import { answerStatsQuery, WRONG_KEY } from "./stats-query";
import { faultOf, FAULT_KINDS, type StatsFault } from "./stats-fault";

export type { CollectedEvent, RecordedEvent } from "./recorded-events";
export type { StatsFault } from "./stats-fault";

export type CollectorOptions = {
  /** The Stats API key it accepts (`Authorization: Bearer <key>`); unset: every query is 401. */
  statsKey?: string;
  /** When events arrive, and today for the Stats API's named ranges. */
  now?: () => Date;
  /** How long a "slow" fault holds a query (15 s). */
  slowMs?: number;
};

export type Collector = {
  /** Where it listens, e.g. http://127.0.0.1:5094. */
  url: string;
  /** Every request that reached it, events, queries or not, in order. */
  requests: { method: string; path: string }[];
  /** The events, in the order they arrived (or were recorded), with their time and visitor. */
  events: RecordedEvent[];
  /** Records an event as if it arrived at `at` from `ip` with `userAgent` (fixtures on past days). */
  record: (event: CollectedEvent, arrival?: Partial<Arrival>) => RecordedEvent;
  /** How the Stats API answers: as Plausible (null), or badly, for tests of error messages. */
  setStatsFault: (fault: StatsFault) => void;
  close: () => Promise<void>;
};

const MISSING_KEY = "Missing API key. Please use a valid Plausible API key as a Bearer Token.";

// As Plausible's endpoint (CORSPlug with its defaults): any origin, these methods and headers.
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET,HEAD,POST,PUT,PATCH,DELETE",
  "Access-Control-Allow-Headers":
    "Authorization,Content-Type,Accept,Origin,User-Agent,DNT,Cache-Control,X-Mx-ReqToken,Keep-Alive,X-Requested-With,If-Modified-Since,X-CSRF-Token",
  "Access-Control-Max-Age": "1728000",
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
};

function parsed(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** The client as Plausible reads it: X-Forwarded-For's first address, else the connection's. */
function clientIp(request: IncomingMessage): string {
  const forwarded = request.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0].trim();
  return first || request.socket.remoteAddress || "";
}

/**
 * The local stand-in of Plausible: it takes the Events API (`POST /api/event`, 202) and records
 * every request and event, so that a test sees exactly what the site sends, and when; and it
 * answers the Stats API (`POST /api/v2/query`) from those events, for the Studio's views.
 */
export async function startCollector(port: number, options: CollectorOptions = {}): Promise<Collector> {
  const { statsKey, now = () => new Date(), slowMs = 15_000 } = options;
  const requests: Collector["requests"] = [];
  const events: RecordedEvent[] = [];
  const held = new Set<NodeJS.Timeout>();
  let fault: StatsFault = null;

  const record: Collector["record"] = (event, arrival = {}) => {
    const recorded = recordedEvent(event, { at: now(), ip: "127.0.0.1", userAgent: "", ...arrival });
    events.push(recorded);
    return recorded;
  };

  function answerQuery(request: IncomingMessage, response: ServerResponse, body: string) {
    const authorization = request.headers.authorization ?? "";
    const key = /^Bearer (.+)$/.exec(authorization)?.[1];
    if (!key) return json(response, 401, { error: MISSING_KEY });
    if (statsKey === undefined || key !== statsKey) return json(response, 401, { error: WRONG_KEY });
    if (fault === "error") return json(response, 500, { error: "The stand-in's Stats API fault: error" });
    if (fault === "wrong-shape") return json(response, 200, { data: [{ page: "/", visitors: "1" }] });
    const query = parsed(body);
    const reply = query
      ? answerStatsQuery(events, query.value, undefined, now())
      : { status: 400, body: { error: "#: The request body is not JSON." } };
    if (fault !== "slow") return json(response, reply.status, reply.body);
    const timer = setTimeout(() => {
      held.delete(timer);
      json(response, reply.status, reply.body);
    }, slowMs);
    held.add(timer);
  }

  function answer(request: IncomingMessage, response: ServerResponse, body: string) {
    const path = request.url ?? "";
    requests.push({ method: request.method ?? "", path });
    response.setHeader("Access-Control-Allow-Origin", "*");
    if (request.method === "OPTIONS") {
      response.writeHead(204, CORS).end();
    } else if (request.method === "POST" && path === "/api/event") {
      const event = parsed(body)?.value as CollectedEvent | undefined;
      const arrival = { ip: clientIp(request), userAgent: request.headers["user-agent"] ?? "" };
      record(
        event && typeof event === "object" ? event : { name: "(not JSON)", url: body, domain: "" },
        arrival,
      );
      response.writeHead(202).end();
    } else if (request.method === "POST" && path === "/api/v2/query") {
      answerQuery(request, response, body);
    } else if (request.method === "PUT" && path === "/__stats-fault") {
      const kind = faultOf(parsed(body)?.value);
      if (kind === undefined)
        return json(response, 400, { error: `kind: one of ${FAULT_KINDS.join(", ")} or null` });
      fault = kind;
      json(response, 200, { kind });
    } else {
      response.writeHead(404).end();
    }
  }

  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => answer(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    events,
    record,
    setStatsFault: (kind) => (fault = kind),
    close: () =>
      new Promise((resolve) => {
        for (const timer of held) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
