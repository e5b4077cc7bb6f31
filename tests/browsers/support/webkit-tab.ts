import { Builder, By, Key as Keys, type WebDriver, type WebElement } from "selenium-webdriver";
import {
  ACTION_TIMEOUT,
  BrowserTab,
  elementOf,
  HYDRATED,
  PAGE_HEIGHT,
  type Key,
  type Target,
} from "./browser-tab";
import { startWebKitDriver } from "./webkit-driver";

/** How long a new MiniBrowser may take to open: a second or two. */
const SESSION_TIMEOUT = 20_000;

/** How long a page may take to load, and a script the tests run to finish. */
const PAGE_LOAD_TIMEOUT = 30_000;
const SCRIPT_TIMEOUT = 20_000;

/** A new session, so a new MiniBrowser, sized. */
async function openSession(server: string, width: number): Promise<WebDriver> {
  const session = new Builder()
    .usingServer(server)
    // Not pageLoadStrategy "eager": WebKitWebDriver then answers the next command late, or never.
    .withCapabilities({ browserName: "MiniBrowser" })
    .build();
  const sized = session.manage().window().setRect({ width, height: PAGE_HEIGHT });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`MiniBrowser did not open within ${SESSION_TIMEOUT / 1000} s`)),
      SESSION_TIMEOUT,
    );
  });
  try {
    await Promise.race([sized, timeout]);
    // WebDriver's defaults wait 300 s for a page to load: a hung load or script then fails
    // within the test's time, naming its command, instead of timing the whole test out.
    await session.manage().setTimeouts({ pageLoad: PAGE_LOAD_TIMEOUT, script: SCRIPT_TIMEOUT });
    return session;
  } finally {
    clearTimeout(timer);
  }
}

/** WebKit: one driver per worker (./webkit-driver.ts), a new session per tab. */
export async function startWebKit(tools: { webkitDriver: string; xvfbRun: string }) {
  const driver = await startWebKitDriver(tools);
  return {
    async open(origin: string, width: number): Promise<BrowserTab> {
      return new WebKitTab(await openSession(driver.url, width), width, origin);
    },
    close: driver.stop,
  };
}

const KEYS: Record<Key, string> = {
  Enter: Keys.ENTER,
  Escape: Keys.ESCAPE,
  Tab: Keys.TAB,
  ArrowRight: Keys.ARROW_RIGHT,
  ArrowLeft: Keys.ARROW_LEFT,
  ArrowDown: Keys.ARROW_DOWN,
  Home: Keys.HOME,
  End: Keys.END,
};

/** How long a page may take to hydrate. */
const HYDRATION_TIMEOUT = 30_000;

class WebKitTab extends BrowserTab {
  constructor(
    private readonly driver: WebDriver,
    width: number,
    origin: string,
  ) {
    super("webkit", width, origin);
  }

  async goto(path: string, { painted = false } = {}) {
    await this.driver.get(new URL(path, this.origin).href);
    await this.expectErrorCapture();
    if (!painted)
      await this.driver.wait(() => this.run<boolean>(HYDRATED), HYDRATION_TIMEOUT, "not hydrated");
  }

  run<R>(expression: string) {
    return this.driver.executeScript<R>(`return ${expression}`);
  }

  #element(target: Target) {
    return this.driver.wait(
      () => this.run<WebElement | null>(elementOf(target)),
      ACTION_TIMEOUT,
      `${JSON.stringify(target)} did not show`,
    ) as Promise<WebElement>;
  }

  /**
   * The target, scrolled to the middle of the window as a visitor would before using it, a frame
   * later: WebKitWebDriver's own scrolling leaves an element of a section not yet rendered
   * (`content-visibility: auto`) "not interactable".
   */
  async #shown(target: Target) {
    const element = await this.#element(target);
    await this.driver.executeScript(
      `arguments[0].scrollIntoView({ block: "center", inline: "nearest" });
       return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));`,
      element,
    );
    await this.waitForStill(target);
    return element;
  }

  async click(target: Target) {
    await (await this.#shown(target)).click();
  }

  async hover(target: Target) {
    const element = await this.#shown(target);
    await this.driver.actions().move({ origin: element }).perform();
  }

  async fill(target: Target, text: string) {
    await (await this.#element(target)).sendKeys(text);
  }

  async select(target: Target, value: string) {
    const select = await this.#element(target);
    // WebDriver picks an option by clicking it (its click selects it in the closed list).
    const option = await select.findElement(By.css(`option[value=${JSON.stringify(value)}]`));
    await option.click();
  }

  press(key: Key) {
    return this.driver.actions().keyDown(KEYS[key]).keyUp(KEYS[key]).perform();
  }

  type(text: string) {
    return this.driver.actions().sendKeys(text).perform();
  }

  /**
   * The Down arrow key. Not the wheel: WebKitWebDriver (WebKitGTK 2.50) scrolls a wheel action's
   * delta from the top of the page, not from where it is, so every notch after the first lands
   * on the same place.
   */
  scrollDown() {
    return this.press("ArrowDown");
  }

  /** WebDriver sets a cookie of the document on screen: one of the site's is opened first. */
  async setCookie(name: string, value: string) {
    await this.open(new URL("/robots.txt", this.origin).href);
    await this.driver.manage().addCookie({ name, value, path: "/" });
  }

  protected deleteCookies() {
    return this.driver.manage().deleteAllCookies();
  }

  protected open(url: string) {
    return this.driver.get(url);
  }

  close() {
    return this.driver.quit();
  }
}
