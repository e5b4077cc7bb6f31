import { expect, test, type Page } from "./support/test";
import { mainMenuLabel, navigation, pageAt } from "./support/dataset";
import { paths } from "#content/paths.ts";
import { documentLoads } from "./support/document-loads";
import { untilQuiet } from "./support/quiet";
import { quietFor } from "./support/settled";

/** Longer than the idle prefetch may wait after the network falls quiet before it asks for anything. */
const IDLE_PREFETCH_STARTED_MS = 2_500;

// A click inside the site waits only for the page it leads to, and never forever: the site's
// navigation (web/shared/navigation/) measured against what a visitor sees.

const mainMenu = (page: Page) => page.getByRole("navigation", { name: navigation().mainNavLabel });
const pricingHeading = () => pageAt(paths.pricing).title as string;

test.describe(() => {
  // The page's clock, faked to move over the navigation's time limit.
  test.use({ fakeClock: true });

  test("a click lands on its page even when every later request is held: the browser loads it itself, 3 s after the click", async ({
    page,
  }) => {
    await page.goto("/");
    // From now on no chunk, no page data and no release file ever answers.
    let held = 0;
    await page.route(/\/assets\/.+\.js$|\.data(\?|$)|\/release\.json$/, () => void held++);
    // The clock stops a second on (pauseAt cannot stop at a time already past), and then moves
    // only as the test says.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await mainMenu(page)
      .getByRole("link", { name: mainMenuLabel(paths.pricing), exact: true })
      .click();
    await expect.poll(() => held, "requests held since the click").toBeGreaterThan(0);
    await expect(page).toHaveURL("/");
    // The 3 s a click may wait for its page (docs/performance.md), on the page's clock: not
    // 2,999 ms, 3,000.
    await page.clock.runFor(2_999);
    await expect(page).toHaveURL("/");
    await page.clock.runFor(1);
    await expect(page).toHaveURL(paths.pricing);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricingHeading());
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});

test("a chunk that fails to load holds up no other page: the next click lands in the app", async ({
  page,
}) => {
  await page.goto("/");
  const loads = documentLoads(page);
  // The search dialog's code is gone; reaching for the search button asks for it.
  let failed = 0;
  await page.route(/\/assets\/SearchDialog-[^/]+\.js$/, (route) => {
    failed++;
    return route.fulfill({ status: 404, body: "Not Found" });
  });
  await page.locator(".navbar__inner > .search-button").focus();
  await expect.poll(() => failed).toBeGreaterThan(0);

  await mainMenu(page)
    .getByRole("link", { name: mainMenuLabel(paths.pricing), exact: true })
    .click();
  await expect(page).toHaveURL(paths.pricing);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricingHeading());
  expect(loads(), "document loads after the click").toBe(0);
});

test("a click on the link to the page on screen stays in the app: the root's data, in no page's data file, is the page's own", async ({
  page,
}) => {
  await page.goto(paths.pricing);
  const loads = documentLoads(page);
  // The app's services, which keep the data the page hydrated with, load after it hydrates (and
  // prefetch the navbar's pages). A mark on the window goes with a document load.
  await untilQuiet(page);
  const key = () => page.evaluate(() => (history.state as { key?: string } | null)?.key ?? "none");
  const before = await key();
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await mainMenu(page)
    .getByRole("link", { name: mainMenuLabel(paths.pricing), exact: true })
    .click();
  // React Router has committed the navigation: a new history entry.
  await expect.poll(key).not.toBe(before);
  expect(await page.evaluate(() => "stayed" in window), "the same document").toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricingHeading());
  expect(loads(), "document loads after the click").toBe(0);
});

test("a page prefetched on a link's hover opens on the click with nothing more to load: its code and data were loaded ahead, for the route that shows it", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => void asked.push(new URL(request.url()).pathname));
  await page.goto("/");
  const link = mainMenu(page).getByRole("link", { name: mainMenuLabel(paths.pricing), exact: true });
  // The hover prefetches the page, unless the navbar's prefetch once the page was idle has already.
  await link.hover();
  await expect.poll(() => asked, "the page's data, prefetched").toContain(`${paths.pricing}.data`);
  // The navbar's idle prefetch, which asks for other pages, starts up to a second after the
  // network falls quiet (prefetch.ts samples it every 500 ms, then waits for an idle moment): it
  // has run before the click only once the page has been quiet for longer than that.
  await untilQuiet(page);
  await page.waitForFunction(quietFor, IDLE_PREFETCH_STARTED_MS, { timeout: 30_000 });
  asked.length = 0;
  const loads = documentLoads(page);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricingHeading());
  expect(loads(), "document loads after the click").toBe(0);
  expect(
    asked.filter((path) => /\.(js|data)$/.test(path)),
    "code and data asked for after the click",
  ).toEqual([]);
});
