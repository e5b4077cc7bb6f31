import { createServer, type Server } from "node:http";

/** An event as the site sends it to the collector (Plausible's Events API). */
export type CollectedEvent = {
  name: string;
  url: string;
  domain: string;
  referrer?: string | null;
  props?: Record<string, string | number>;
};

export type Collector = {
  /** Every request that reached it, events or not, in order. */
  requests: { method: string; path: string }[];
  /** The events, in the order they arrived. */
  events: CollectedEvent[];
  close: () => Promise<void>;
};

/**
 * A local analytics collector that records every request and answers events as Plausible does
 * (202), so that a test sees exactly what the site sends, and when.
 */
export async function startCollector(port: number): Promise<Collector> {
  const requests: Collector["requests"] = [];
  const events: CollectedEvent[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      requests.push({ method: request.method ?? "", path: request.url ?? "" });
      response.setHeader("Access-Control-Allow-Origin", "*");
      if (request.method === "POST" && request.url === "/api/event") {
        try {
          events.push(JSON.parse(body) as CollectedEvent);
        } catch {
          events.push({ name: "(not JSON)", url: body, domain: "" });
        }
        response.statusCode = 202;
      } else response.statusCode = request.method === "OPTIONS" ? 204 : 404;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    requests,
    events,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
