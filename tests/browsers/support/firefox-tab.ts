import puppeteer, { type BrowserContext, type ElementHandle, type Page } from "puppeteer-core";
import {
  ACTION_TIMEOUT,
  BrowserTab,
  elementOf,
  HYDRATED,
  PAGE_HEIGHT,
  type Key,
  type Target,
} from "./browser-tab";
import { WHEEL_NOTCH } from "../../e2e/support/scroll-reading";

/** Debian's Firefox ESR, driven over WebDriver BiDi; one browser per worker, a private context per tab. */
export async function launchFirefox(executablePath: string) {
  const browser = await puppeteer.launch({ browser: "firefox", executablePath, headless: true });
  return {
    async open(origin: string, width: number): Promise<BrowserTab> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height: PAGE_HEIGHT }).catch(withoutOrientation);
      while ((await page.evaluate(() => window.innerWidth)) !== width)
        await new Promise((r) => setTimeout(r, 20));
      return new FirefoxTab(context, page, width, origin);
    },
    close: () => browser.close(),
  };
}

/**
 * Puppeteer sends the screen's orientation with the viewport's size, and Firefox ESR 140 has no
 * such WebDriver BiDi command (emulation.setScreenOrientationOverride): the size applies, the
 * orientation (which no test reads) fails. Any other failure is one.
 */
function withoutOrientation(error: unknown) {
  if (!String(error).includes("setScreenOrientationOverride")) throw error;
}

class FirefoxTab extends BrowserTab {
  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    width: number,
    origin: string,
  ) {
    super("firefox", width, origin);
    page.setDefaultTimeout(ACTION_TIMEOUT);
  }

  async goto(path: string, { painted = false } = {}) {
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: "domcontentloaded" });
    await this.expectErrorCapture();
    if (!painted) await this.#until(HYDRATED);
  }

  /**
   * The expression's first truthy value, asked every 50 ms for at most ACTION_TIMEOUT. Not
   * Puppeteer's waitForFunction: in Firefox it compiles the expression in the page with
   * Function(), which the site's Content-Security-Policy blocks (Firefox ESR 140.12 enforces it).
   */
  async #until(expression: string) {
    const deadline = Date.now() + ACTION_TIMEOUT;
    for (;;) {
      const handle = await this.page.evaluateHandle(expression);
      if (handle.asElement() || (await handle.jsonValue())) return handle;
      await handle.dispose();
      if (Date.now() > deadline) throw new Error(`Waited ${ACTION_TIMEOUT} ms for ${expression}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  run<R>(expression: string) {
    return this.page.evaluate(expression) as Promise<R>;
  }

  async #element(target: Target) {
    return (await this.#until(elementOf(target))) as ElementHandle<Element>;
  }

  async click(target: Target) {
    await this.waitForStill(target);
    await (await this.#element(target)).click();
  }

  async hover(target: Target) {
    await this.waitForStill(target);
    await (await this.#element(target)).hover();
  }

  async fill(target: Target, text: string) {
    await (await this.#element(target)).type(text);
  }

  async select(target: Target, value: string) {
    await (await this.#element(target)).select(value);
  }

  press(key: Key) {
    return this.page.keyboard.press(key);
  }

  type(text: string) {
    return this.page.keyboard.type(text);
  }

  /** A notch of the mouse wheel, over the page's left edge. */
  async scrollDown() {
    await this.page.mouse.move(2, PAGE_HEIGHT / 2);
    await this.page.mouse.wheel({ deltaY: WHEEL_NOTCH });
  }

  async setCookie(name: string, value: string) {
    await this.context.setCookie({ name, value, domain: new URL(this.origin).hostname, path: "/" });
  }

  protected async deleteCookies() {
    await this.context.deleteCookie(...(await this.context.cookies()));
  }

  protected async open(url: string) {
    await this.page.goto(url);
  }

  close() {
    return this.context.close();
  }
}
