import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page, Response } from "@playwright/test";
import pLimit from "p-limit";
import { redirectStatus, type SiteRedirect } from "../../content/sitePages";

// The smoke test of a deployed (or locally served) site: every address of its sitemap.xml in
// Chromium, its content's redirects and a made-up address. `npm run smoke -- <base URL>`
// (scripts/smoke.ts) and tests/e2e/smoke.spec.ts run it.

/** Input the run cannot start from (no URL, no site, no sitemap): the CLI exits 2. */
export class SmokeInputError extends Error {}

/** One line of the table: an address, what it answered, and what failed on it (none: it passed). */
export type SmokeRow = { address: string; status: string; problems: string[] };

export type SmokeOptions = {
  /** The site's origin, e.g. http://localhost:5000 or a preview channel's address. */
  base: string;
  /** The content's redirects (the same list the build wrote into firebase.json). */
  redirects: readonly SiteRedirect[];
  /** Chromium, already launched. */
  browser: Browser;
  /** Pages open at once. */
  concurrency?: number;
  /** How long a page may take to hydrate (`<html data-hydrated="true">`), in ms. */
  hydrationTimeout?: number;
  /** The addresses to visit, if already read; else readSitemap's. */
  addresses?: readonly string[];
  /** Called as each row is known, for progress. */
  onRow?: (row: SmokeRow) => void;
};

export type SmokeResult = {
  rows: SmokeRow[];
  pages: number;
  links: number;
  seconds: number;
};

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decodeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => XML_ENTITIES[name]);

/** The `<loc>`s of a sitemap, and whether it is an index of other sitemaps. */
export function parseSitemap(xml: string): { index: boolean; locations: string[] } {
  const locations = [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) => decodeXml(match[1]));
  return { index: /<sitemapindex[\s>]/.test(xml), locations };
}

/** The base URL given, as an origin; bad input throws SmokeInputError. */
export function baseOrigin(base: string | undefined): string {
  if (!base) throw new SmokeInputError("Usage: npm run smoke -- <base URL>, e.g. http://localhost:5000");
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new SmokeInputError(`"${base}" is not a URL (expected e.g. https://example.web.app)`);
  }
  if (!["http:", "https:"].includes(url.protocol))
    throw new SmokeInputError(`"${base}" is not an http(s) URL`);
  return url.origin;
}

/**
 * A sitemap address on the site under test. The sitemap carries the production origin (the
 * build's site URL), whichever host serves it: a local build, a preview channel. Its path
 * and query are kept and its origin replaced by the base URL's, so only the site under test
 * is visited.
 */
export const onBase = (location: string, origin: string): string => {
  const url = new URL(location, origin);
  return `${origin}${url.pathname}${url.search}`;
};

/** An address as the table shows it: the path on the site (the whole URL elsewhere). */
const shown = (url: string, origin: string) =>
  url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;

/** Every address of the site's sitemap.xml (or of the sitemaps its index lists), on the base URL. */
export async function readSitemap(origin: string): Promise<string[]> {
  const read = async (url: string, depth: number): Promise<string[]> => {
    let response: globalThis.Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new SmokeInputError(`${url} cannot be reached (${cause})`);
    }
    if (response.status !== 200)
      throw new SmokeInputError(`${url} answers ${response.status}: no sitemap to read`);
    const { index, locations } = parseSitemap(await response.text());
    if (!index) return locations.map((location) => onBase(location, origin));
    if (depth > 1) return [];
    const nested = await Promise.all(locations.map((location) => read(onBase(location, origin), depth + 1)));
    return nested.flat();
  };
  const addresses = [...new Set(await read(`${origin}/sitemap.xml`, 0))];
  if (!addresses.length) throw new SmokeInputError(`${origin}/sitemap.xml lists no address`);
  return addresses;
}

/** A request of the run (30 s at most), its body left unread. */
async function ask(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  await response.body?.cancel();
  return response;
}

const unreachable = (error: unknown) => `unreachable (${(error as Error).message})`;

/** The links of the run: each address's status asked once (GET, redirects followed), 8 at a time. */
function linkChecker(origin: string) {
  const limit = pLimit(8);
  const statuses = new Map<string, Promise<number | string>>();
  /** A problem if the link fails: a status of 400 or more, or no answer. */
  const problem = async (url: string) => {
    if (!statuses.has(url))
      statuses.set(
        url,
        limit(() => ask(url).then((response) => response.status, unreachable)),
      );
    const status = await statuses.get(url)!;
    if (typeof status === "number" && status < 400) return null;
    return `link to ${shown(url, origin)} ${typeof status === "number" ? `answers ${status}` : status}`;
  };
  return { problem, count: () => statuses.size };
}

// In the page before its own scripts: keeps each Content-Security-Policy violation it reports.
const RECORD_CSP_VIOLATIONS = `(() => {
  const violations = (window.__smokeCspViolations = []);
  document.addEventListener("securitypolicyviolation", (event) =>
    violations.push(event.effectiveDirective + " blocked " + (event.blockedURI || "inline code")));
})()`;

type Seen = { title: string | null; h1: string | null; links: string[] };

/**
 * In the page: the title, first <h1> and link targets of the served HTML and of the live
 * document, and the CSP violations recorded. A string, so the page runs it as written.
 */
const READ_PAGE = `(html) => {
  const read = (doc) => ({
    title: doc.querySelector("title") ? doc.title.trim() : null,
    h1: doc.querySelector("h1")?.textContent?.trim() ?? null,
    links: [...doc.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? ""),
  });
  return {
    served: read(new DOMParser().parseFromString(html, "text/html")),
    live: read(document),
    csp: (window.__smokeCspViolations ?? []).slice(),
  };
}`;

/** "no <h1>", "empty <title> (after hydration)"…: what is wrong with a title or heading, if anything. */
function textProblem(name: string, served: string | null, live: string | null): string | null {
  const wrong = (text: string | null) =>
    text === null ? `no ${name}` : text === "" ? `empty ${name}` : null;
  const [before, after] = [wrong(served), wrong(live)];
  if (before && after)
    return before === after ? before : `${before} (served HTML), ${after} (after hydration)`;
  if (before) return `${before} in the served HTML`;
  if (after) return `${after} after hydration`;
  return null;
}

/** The status the address itself answered, with the first redirect's target if it redirected. */
async function firstStatus(response: Response, origin: string): Promise<{ code: number; text: string }> {
  let request = response.request();
  while (request.redirectedFrom()) request = request.redirectedFrom()!;
  const first = request === response.request() ? response : await request.response();
  const code = first?.status() ?? response.status();
  const location = first && first !== response ? first.headers()["location"] : undefined;
  return {
    code,
    text: location ? `${code} → ${shown(new URL(location, origin).href, origin)}` : String(code),
  };
}

const oneLine = (text: string, max = 140) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

async function visit(
  context: BrowserContext,
  url: string,
  origin: string,
  links: ReturnType<typeof linkChecker>,
  hydrationTimeout: number,
): Promise<SmokeRow> {
  const address = shown(url, origin);
  const problems: string[] = [];
  const errors: string[] = [];
  const uncaught: string[] = [];
  let page: Page | undefined;
  try {
    page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => uncaught.push(error.message));
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (!response) return { address, status: "-", problems: ["no response"] };
    const status = await firstStatus(response, origin);
    if (status.code !== 200) problems.push(`answers ${status.text}, not 200`);
    const html = await response.text();
    // Console errors are judged once every deferred part has hydrated (web/shared/ui/deferred.tsx).
    const hydrated = await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
        timeout: hydrationTimeout,
      })
      .then(
        () => true,
        () => false,
      );
    if (!hydrated)
      problems.push(`not hydrated within ${hydrationTimeout / 1000} s (no <html data-hydrated="true">)`);
    const seen = (await page.evaluate(`(${READ_PAGE})(${JSON.stringify(html)})`)) as {
      served: Seen;
      live: Seen;
      csp: string[];
    };
    for (const problem of [
      textProblem("<title>", seen.served.title, seen.live.title),
      textProblem("<h1>", seen.served.h1, seen.live.h1),
    ])
      if (problem) problems.push(problem);
    for (const [kind, list] of [
      ["console error", errors],
      ["uncaught error", uncaught],
    ] as const)
      if (list.length)
        problems.push(`${kind}: ${oneLine(list[0])}${list.length > 1 ? ` (+${list.length - 1} more)` : ""}`);
    for (const violation of new Set(seen.csp)) problems.push(`CSP violation: ${oneLine(violation)}`);
    // Links of the served HTML (what crawlers and readers without JavaScript follow) and of the
    // hydrated page, on this site, without their #fragment.
    const targets = new Set<string>();
    for (const href of [...seen.served.links, ...seen.live.links]) {
      let target: URL;
      try {
        target = new URL(href, url);
      } catch {
        continue;
      }
      if (target.origin !== origin) continue;
      target.hash = "";
      targets.add(target.href);
    }
    const linkProblems = await Promise.all([...targets].map((target) => links.problem(target)));
    problems.push(...linkProblems.filter((problem): problem is string => problem !== null));
    return { address, status: status.text, problems };
  } catch (error) {
    problems.push(`did not load: ${oneLine((error as Error).message.split("\n")[0])}`);
    return { address, status: "-", problems };
  } finally {
    await page?.close().catch(() => {});
  }
}

/** A redirect's old address answers its 301 or 302 with its target as Location; an internal target answers. */
async function checkRedirect(
  redirect: SiteRedirect,
  origin: string,
  links: ReturnType<typeof linkChecker>,
): Promise<SmokeRow> {
  const expected = redirectStatus(redirect);
  const target = new URL(redirect.to, origin);
  const address = `${redirect.from} (redirect)`;
  let response: globalThis.Response;
  try {
    response = await ask(`${origin}${redirect.from}`, { redirect: "manual" });
  } catch (error) {
    return { address, status: "-", problems: [unreachable(error)] };
  }
  const problems: string[] = [];
  const location = response.headers.get("location");
  const landed = location ? new URL(location, `${origin}${redirect.from}`) : null;
  if (response.status !== expected) problems.push(`answers ${response.status}, not ${expected}`);
  if (!landed) problems.push("no Location");
  else if (landed.href !== target.href)
    problems.push(`Location is ${shown(landed.href, origin)}, not ${shown(target.href, origin)}`);
  if (target.origin === origin) {
    const page = new URL(target);
    page.hash = "";
    const problem = await links.problem(page.href);
    if (problem) problems.push(`target: ${problem}`);
  }
  const status = `${response.status}${landed ? ` → ${shown(landed.href, origin)}` : ""}`;
  return { address, status, problems };
}

/** A random address under / that no content can have: it must answer 404. */
async function checkMadeUp(origin: string): Promise<SmokeRow> {
  const address = `/smoke-test-${randomBytes(6).toString("hex")}`;
  try {
    const { status } = await ask(`${origin}${address}`);
    const problems = status === 404 ? [] : [`answers ${status}, not 404`];
    return { address: `${address} (made up)`, status: String(status), problems };
  } catch (error) {
    return { address: `${address} (made up)`, status: "-", problems: [unreachable(error)] };
  }
}

/** Every check on the site at `base`: the sitemap's pages (a few at a time), the redirects, a made-up address. */
export async function runSmoke(options: SmokeOptions): Promise<SmokeResult> {
  const started = Date.now();
  const origin = baseOrigin(options.base);
  const addresses = options.addresses ?? (await readSitemap(origin));
  const links = linkChecker(origin);
  const limit = pLimit(options.concurrency ?? 4);
  const context = await options.browser.newContext();
  await context.addInitScript(RECORD_CSP_VIOLATIONS);
  const report = (row: SmokeRow) => {
    options.onRow?.(row);
    return row;
  };
  try {
    const pages = await Promise.all(
      addresses.map((url) =>
        limit(() => visit(context, url, origin, links, options.hydrationTimeout ?? 20_000)).then(report),
      ),
    );
    const redirects = await Promise.all(
      options.redirects.map((redirect) => checkRedirect(redirect, origin, links).then(report)),
    );
    const rows = [...pages, ...redirects, report(await checkMadeUp(origin))];
    return { rows, pages: pages.length, links: links.count(), seconds: (Date.now() - started) / 1000 };
  } finally {
    await context.close();
  }
}

/** The rows as a table: address, status, what failed ("ok" when nothing did). */
export function smokeTable(rows: readonly SmokeRow[]): string {
  const cells = [
    ["address", "status", "what failed"],
    ...rows.map((row) => [row.address, row.status, row.problems.length ? row.problems.join("; ") : "ok"]),
  ];
  const widths = [0, 1].map((column) => Math.max(...cells.map((cell) => cell[column].length)));
  const line = (cell: string[]) =>
    `| ${cell[0].padEnd(widths[0])} | ${cell[1].padEnd(widths[1])} | ${cell[2]} |`;
  const rule = `| ${"-".repeat(widths[0])} | ${"-".repeat(widths[1])} | --- |`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join("\n");
}

/** One line: what was checked, how many failed, how long it took. */
export function smokeSummary(result: Pick<SmokeResult, "rows" | "pages" | "links" | "seconds">): string {
  const failed = result.rows.filter((row) => row.problems.length).length;
  const redirects = result.rows.filter((row) => row.address.endsWith("(redirect)")).length;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  return (
    `smoke: ${failed ? `FAILED, ${failed} of ${plural(result.rows.length, "check")}` : `passed, ${plural(result.rows.length, "check")}`} ` +
    `(${plural(result.pages, "page")}, ${plural(redirects, "redirect")}, 1 made-up address; ` +
    `${plural(result.links, "internal link")} checked) in ${result.seconds.toFixed(1)} s`
  );
}
