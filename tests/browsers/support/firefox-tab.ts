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
      await page.setViewport({ width, height: PAGE_HEIGHT });
      return new FirefoxTab(context, page, width, origin);
    },
    close: () => browser.close(),
  };
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
    if (!painted) await this.page.waitForFunction(HYDRATED);
  }

  run<R>(expression: string) {
    return this.page.evaluate(expression) as Promise<R>;
  }

  async #element(target: Target) {
    const handle = await this.page.waitForFunction(elementOf(target));
    return handle as ElementHandle<Element>;
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

  close() {
    return this.context.close();
  }
}
