import { randomBytes } from "node:crypto";
import { expect, test, type Response } from "@playwright/test";
import pLimit from "p-limit";
import { redirectStatus } from "#content/sitePages.ts";
import { readSmokePlan } from "../support/smoke";

// The smoke test of a served site (`npm run smoke -- <base URL>`): a test for every address of
// its sitemap, each of its content's redirects and a made-up address. A test fails naming
// every problem it found.
const { origin, addresses, redirects } = readSmokePlan();
const HYDRATION_TIMEOUT = 20_000;

/** An address as a test names it: the path on the site (the whole URL elsewhere). */
const shown = (url: string) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url);
const oneLine = (text: string, max = 140) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

// Each link's status is asked once per worker (GET, redirects followed), 8 at a time.
const linkLimit = pLimit(8);
const linkStatuses = new Map<string, Promise<number | string>>();
/** A problem if the link fails: a status of 400 or more, or no answer. */
async function linkProblem(url: string): Promise<string | null> {
  if (!linkStatuses.has(url))
    linkStatuses.set(
      url,
      linkLimit(async () => {
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
          await response.body?.cancel();
          return response.status;
        } catch (error) {
          return `unreachable (${(error as Error).message})`;
        }
      }),
    );
  const status = await linkStatuses.get(url)!;
  if (typeof status === "number" && status < 400) return null;
  return `link to ${shown(url)} ${typeof status === "number" ? `answers ${status}` : status}`;
}

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
async function firstStatus(response: Response): Promise<{ code: number; text: string }> {
  let request = response.request();
  while (request.redirectedFrom()) request = request.redirectedFrom()!;
  const first = request === response.request() ? response : await request.response();
  const code = first?.status() ?? response.status();
  const location = first && first !== response ? first.headers()["location"] : undefined;
  return { code, text: location ? `${code} → ${shown(new URL(location, origin).href)}` : String(code) };
}

for (const url of addresses)
  test(shown(url), async ({ page }) => {
    const problems: string[] = [];
    const errors: string[] = [];
    const uncaught: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => uncaught.push(error.message));
    // In the page before its own scripts: keeps each Content-Security-Policy violation it reports.
    await page.addInitScript(() => {
      const violations: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`),
      );
    });
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (!response) throw new Error("no response");
    const status = await firstStatus(response);
    if (status.code !== 200) problems.push(`answers ${status.text}, not 200`);
    const html = await response.text();
    // Console errors are judged once every lazy part has hydrated (web/shared/ui/lazyPart.tsx).
    const hydrated = await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
        timeout: HYDRATION_TIMEOUT,
      })
      .then(
        () => true,
        () => false,
      );
    if (!hydrated)
      problems.push(`not hydrated within ${HYDRATION_TIMEOUT / 1000} s (no <html data-hydrated="true">)`);
    // The title, first <h1> and link targets of the served HTML and of the live document.
    const seen = await page.evaluate((served) => {
      const read = (doc: Document) => ({
        title: doc.querySelector("title") ? doc.title.trim() : null,
        h1: doc.querySelector("h1")?.textContent?.trim() ?? null,
        links: [...doc.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? ""),
      });
      return {
        served: read(new DOMParser().parseFromString(served, "text/html")),
        live: read(document),
        csp: [...(window as unknown as { __csp: string[] }).__csp],
      };
    }, html);
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
      const target = URL.parse(href, url);
      if (target?.origin !== origin) continue;
      target.hash = "";
      targets.add(target.href);
    }
    for (const problem of await Promise.all([...targets].map(linkProblem)))
      if (problem) problems.push(problem);
    expect(problems, `${shown(url)} answered ${status.text}`).toEqual([]);
  });

for (const redirect of redirects)
  test(`${redirect.from} (redirect)`, async ({ request }) => {
    const expected = redirectStatus(redirect);
    const target = new URL(redirect.to, origin);
    const response = await request.get(`${origin}${redirect.from}`, { maxRedirects: 0 });
    const problems: string[] = [];
    const location = response.headers()["location"];
    const landed = location ? new URL(location, `${origin}${redirect.from}`) : null;
    if (response.status() !== expected) problems.push(`answers ${response.status()}, not ${expected}`);
    if (!landed) problems.push("no Location");
    else if (landed.href !== target.href)
      problems.push(`Location is ${shown(landed.href)}, not ${shown(target.href)}`);
    if (target.origin === origin) {
      target.hash = "";
      const problem = await linkProblem(target.href);
      if (problem) problems.push(`target: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

test("a made-up address answers 404", async ({ request }) => {
  const madeUp = `/smoke-test-${randomBytes(6).toString("hex")}`;
  expect((await request.get(`${origin}${madeUp}`)).status(), madeUp).toBe(404);
});
