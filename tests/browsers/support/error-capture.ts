import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// WebDriver gives no console messages in WebKit, and no way to run a script before a page's
// own. So the tests reach the site through this proxy, which puts one script first in every
// page it serves: it notes each console error, uncaught error or rejection, failed load and
// Content-Security-Policy violation in the tab's sessionStorage, which outlives navigations,
// for the test to read (`BrowserTab.reports`). The same in both engines: one way to see what a
// visitor's console would show. The page's own scripts and headers (its CSP) pass unchanged.
// Not a request per report: Firefox drops a click's events that arrive during a synchronous one.

/** What a page reported; `url` is the file of a `<link>` that fired `error`. */
export type ErrorReport = { kind: string; text: string; page: string; url?: string };

const SCRIPT_PATH = "/__error-capture.js";
/** Where a tab keeps its pages' reports, in sessionStorage. */
export const REPORTS_KEY = "__errorReports";

/** Runs in the page, before anything else. */
function captureErrors(storageKey: string) {
  const report = (kind: string, text: string, url?: string) => {
    const reports = JSON.parse(sessionStorage.getItem(storageKey) ?? "[]") as unknown[];
    reports.push({ kind, text, page: location.pathname, url });
    sessionStorage.setItem(storageKey, JSON.stringify(reports));
  };
  const describe = (value: unknown) =>
    value instanceof Error ? `${value.message} ${value.stack ?? ""}`.trim() : String(value);
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    report("console error", args.map(describe).join(" "));
    consoleError.apply(console, args);
  };
  addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLLinkElement)
        report("failed link", `<link rel="${target.rel}"> ${target.getAttribute("href")}`, target.href);
      else if (target instanceof Element)
        report(
          "failed load",
          `<${target.localName}> ${target.getAttribute("src") ?? target.getAttribute("href")}`,
        );
      else
        report(
          "uncaught error",
          `${describe(event.error ?? event.message)} at ${event.filename}:${event.lineno}`,
        );
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => report("unhandled rejection", describe(event.reason)));
  document.addEventListener("securitypolicyviolation", (event) =>
    report("CSP violation", `${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`.trim()),
  );
  Object.assign(window, { __errorCapture: true });
}

/** Whether the capture script runs in the page (`evaluate`d there). */
export const captureRuns = () => (window as unknown as { __errorCapture?: boolean }).__errorCapture === true;

const SCRIPT = `(${captureErrors.toString()})(${JSON.stringify(REPORTS_KEY)});`;
const TAG = `<script src="${SCRIPT_PATH}"></script>`;

const readBody = async (stream: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export type ErrorCapture = {
  url: string;
  /**
   * Of a tab's reports, those of what a visitor meets. Not a `<link>`'s `error` when the site
   * does serve its file: Firefox fires one, with nothing in its console, at a `<link
   * rel="modulepreload" crossorigin>` (as Vite adds before a dynamic import) for a module the
   * page already has, and at a `<link rel="next">` it declines to prefetch (a page served
   * `no-cache`).
   */
  errors: (reports: ErrorReport[]) => Promise<ErrorReport[]>;
  close: () => Promise<void>;
};

/** Serves `site` (its origin) at a port of its own, every page with the capture script first in its head. */
export async function startErrorCapture(site: string): Promise<ErrorCapture> {
  const upstream = new URL(site);
  let origin = "";

  async function pass(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const headers = { ...request.headers, host: upstream.host, "accept-encoding": "identity" };
    const answer = await new Promise<IncomingMessage>((resolve, reject) =>
      forward(new URL(request.url ?? "/", upstream), { method: request.method, headers }, resolve)
        .on("error", reject)
        .end(body),
    );
    const { location } = answer.headers;
    if (location?.startsWith(upstream.origin))
      answer.headers.location = origin + location.slice(upstream.origin.length);
    if (!answer.headers["content-type"]?.includes("text/html")) {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      return;
    }
    const html = (await readBody(answer)).toString("utf8").replace(/<head>/i, (head) => head + TAG);
    delete answer.headers["content-length"];
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    response.end(html);
  }

  const server = createServer(async (request, response) => {
    try {
      if (request.url === SCRIPT_PATH) {
        response.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
        response.end(SCRIPT);
      } else await pass(request, response);
    } catch (error) {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const served = async (url: string) => {
    const { origin: from, pathname, search } = new URL(url);
    return from === origin && (await fetch(new URL(pathname + search, upstream), { method: "HEAD" })).ok;
  };
  return {
    url: origin,
    async errors(reports) {
      const counted = await Promise.all(
        reports.map(async (report) => report.url === undefined || !(await served(report.url))),
      );
      return reports.filter((_, index) => counted[index]);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
