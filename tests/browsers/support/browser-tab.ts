import { captureRuns, REPORTS_KEY, type ErrorReport } from "./error-capture";
import { AXE_SOURCE, violationsInPage, WCAG_22_AA, type Violation } from "../../e2e/support/axe";
import { QUIET_MS, quietFor, sectionsSized } from "../../e2e/support/settled";

// One browser tab, whichever engine drives it: Firefox through puppeteer-core (WebDriver BiDi),
// WebKit through selenium-webdriver (WebKitWebDriver). Each test is written once against this.

export type Engine = "firefox" | "webkit";

/**
 * What a visitor looks for: a visible element matching `css` (inside the first `within`), and,
 * when `name` is given, whose name is exactly `name`: its aria-label or its text.
 */
export type Target = { css: string; name?: string; within?: string };

/** The keys the tests press. */
export type Key = "Enter" | "Escape" | "Tab" | "ArrowRight" | "ArrowLeft" | "ArrowDown" | "Home" | "End";

/** Runs in the page: the element a target describes, or null while there is none. */
function findTarget({ css, name, within }: Target): HTMLElement | null {
  const scope = within ? document.querySelector(within) : document;
  const shown = (element: HTMLElement) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
  const named = (element: HTMLElement) =>
    name === undefined ||
    element.getAttribute("aria-label") === name ||
    (element.textContent ?? "").replace(/\s+/g, " ").trim() === name;
  const found = [...(scope?.querySelectorAll<HTMLElement>(css) ?? [])];
  return found.find((element) => shown(element) && named(element)) ?? null;
}

/** Runs in the page: empties its origin's local and session storage and deletes its IndexedDB databases. */
async function forgetStorage() {
  localStorage.clear();
  sessionStorage.clear();
  const databases = await indexedDB.databases();
  // A deletion is done when it succeeds, not when it is blocked: then a page the tab left still
  // holds the database open (WebKit), the deletion waits for it, and so would the next page's
  // Firebase Auth, for ever. The tab is replaced instead (`test.ts`).
  const deleted = (name: string) =>
    new Promise((resolve, reject) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = resolve;
      request.onerror = () => reject(new Error(`the database ${name} could not be deleted`));
      setTimeout(() => reject(new Error(`the database ${name} stayed open in a page the tab left`)), 5000);
    });
  await Promise.all(databases.flatMap(({ name }) => (name ? [deleted(name)] : [])));
}

/**
 * A JavaScript expression: `fn` called with `args`. The engines run it as the browser's
 * automation does, outside the page's Content-Security-Policy (which forbids `eval`).
 */
export const call = (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
  `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg) ?? "undefined").join(", ")})`;

/** The expression of the element a target describes, or null. */
export const elementOf = (target: Target) => call(findTarget, target);

/** The expression of whether the target shows and stays where it is for two frames (no animation moves it). */
const stillOf = (target: Target) => `new Promise((resolve) => {
  const where = () => {
    const box = ${elementOf(target)}?.getBoundingClientRect();
    return box ? [box.x, box.y, box.width, box.height].join() : null;
  };
  const before = where();
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(before !== null && where() === before)));
})`;

/** How long an action waits for its target to show, as Playwright's do. */
export const ACTION_TIMEOUT = 10_000;

/** How often a wait asks the page again. */
export const POLL_INTERVAL = 50;

/** The window's height; its width is each test project's. */
export const PAGE_HEIGHT = 800;

/** True once every part of the page has hydrated (web/root.tsx marks it). */
export const HYDRATED = `document.documentElement.dataset.hydrated === "true"`;

export abstract class BrowserTab {
  constructor(
    readonly engine: Engine,
    readonly width: number,
    /** The site's origin, as the tab reaches it. */
    readonly origin: string,
  ) {}

  /** Opens a path of the site and waits for it to hydrate, or only for its first paint (`painted`). */
  abstract goto(path: string, options?: { painted?: boolean }): Promise<void>;
  /** The value of a JavaScript expression in the page (awaited when it is a promise). */
  abstract run<R>(expression: string): Promise<R>;
  /** A real pointer click in the middle of the target, once it shows. */
  abstract click(target: Target): Promise<void>;
  /** Moves the pointer over the target, once it shows. */
  abstract hover(target: Target): Promise<void>;
  /** Focuses a field, once it shows, and types, key by key. */
  abstract fill(target: Target, text: string): Promise<void>;
  /** Chooses the option of value `value` of a `<select>`, once it shows, as a visitor picks one. */
  abstract select(target: Target, value: string): Promise<void>;
  /** Presses and releases a key on the focused element. */
  abstract press(key: Key): Promise<void>;
  /** Types text into the focused element, key by key. */
  abstract type(text: string): Promise<void>;
  /** Scrolls the page down one step, as a reader does (../../e2e/support/scroll-reading.ts). */
  abstract scrollDown(): Promise<void>;
  /** Sets a cookie of the site, for the pages opened next. */
  abstract setCookie(name: string, value: string): Promise<void>;
  /** Deletes every cookie the tab has. */
  protected abstract deleteCookies(): Promise<void>;
  /** Opens an address as it is, with no wait but for its load. */
  protected abstract open(url: string): Promise<void>;
  abstract close(): Promise<void>;

  /** Runs `fn` in the page with its arguments (serialised: it may use nothing else). */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    return this.run<R>(call(fn as (...args: never[]) => unknown, ...args));
  }

  /** Fails unless the page loaded with the error capture first in its head (./error-capture.ts). */
  protected async expectErrorCapture() {
    if (!(await this.evaluate(captureRuns)))
      throw new Error(`${await this.location()} was not served with the error capture`);
  }

  /** What the tab's pages reported: errors, failed loads, CSP violations (./error-capture.ts). */
  reports() {
    return this.evaluate(
      (key: string) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as ErrorReport[],
      REPORTS_KEY,
    );
  }

  /** Forgets what the tab's pages reported. */
  forgetReports() {
    return this.evaluate((key: string) => sessionStorage.removeItem(key), REPORTS_KEY);
  }

  /**
   * Waits until the page has fetched nothing for a second and has rendered each section once (as
   * `untilSettled` in Chromium): the page as a visitor first meets it, not a section mid-render.
   */
  async settled() {
    await this.evaluate(quietFor, QUIET_MS);
    const deadline = Date.now() + ACTION_TIMEOUT;
    while (!(await this.evaluate(sectionsSized))) {
      if (Date.now() > deadline) throw new Error(`${await this.location()} did not size its sections`);
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL));
    }
  }

  /** Every axe violation (WCAG 2.2 AA) of the page as it is now (../../e2e/support/axe.ts). */
  async violations(): Promise<Violation[]> {
    if (!(await this.run<boolean>(`"axe" in window`))) await this.run(`(function () {\n${AXE_SOURCE}\n})()`);
    return this.evaluate(violationsInPage, WCAG_22_AA);
  }

  /**
   * Forgets all the tab's pages stored or reported (storage, cookies, the error capture's reports),
   * keeping its HTTP cache, as a new private window of the same browser would: what the next test
   * opens in it meets a visitor's first visit, only faster.
   */
  async forgetEverything() {
    // A document of the site's origin without its code, where its storage can be cleared.
    await this.open(new URL("/robots.txt", this.origin).href);
    await this.evaluate(forgetStorage);
    await this.deleteCookies();
  }

  /** Waits until the target shows. */
  async waitFor(target: Target) {
    const deadline = Date.now() + ACTION_TIMEOUT;
    while (!(await this.shows(target))) {
      if (Date.now() > deadline) throw new Error(`${JSON.stringify(target)} did not show`);
      // Not in a tight loop: WebKit's page starves while its driver is asked without a pause.
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL));
    }
  }

  /** Waits until the target shows and stands still, as Playwright's actions do before a pointer acts. */
  protected async waitForStill(target: Target) {
    const deadline = Date.now() + ACTION_TIMEOUT;
    while (!(await this.run<boolean>(stillOf(target)))) {
      if (Date.now() > deadline) throw new Error(`${JSON.stringify(target)} did not show still`);
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL));
    }
  }

  /** Focuses the target as a keyboard user who reached it would (a click does not, in WebKit). */
  async focus(target: Target) {
    await this.waitFor(target);
    await this.run(`${elementOf(target)}?.focus()`);
  }

  /** The address's path, query and hash. */
  location() {
    return this.evaluate(() => location.pathname + location.search + location.hash);
  }

  /** The target's text (whitespace collapsed), or null while it does not show. */
  text(target: Target) {
    return this.run<string | null>(`${elementOf(target)}?.textContent.replace(/\\s+/g, " ").trim() ?? null`);
  }

  /** The target's attribute, or null. */
  attribute(target: Target, name: string) {
    return this.run<string | null>(`${elementOf(target)}?.getAttribute(${JSON.stringify(name)}) ?? null`);
  }

  /** Whether the target shows. */
  shows(target: Target) {
    return this.run<boolean>(`${elementOf(target)} !== null`);
  }

  /** Whether the target has the keyboard focus. */
  focused(target: Target) {
    return this.run<boolean>(`(${elementOf(target)} ?? undefined) === document.activeElement`);
  }
}
