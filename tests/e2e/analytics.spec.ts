import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { paths } from "#content/paths.ts";
import { CONSENT_COOKIE } from "#web/shared/analytics/consent.ts";
import { uniqueEmail } from "./support/auth-emulator";
import { startCollector, type Collector } from "../../backend/plausible/collector";
import {
  leadFormOf,
  pageAt,
  requiredTranslationOf,
  singleton,
  translationOf,
  type Doc,
} from "./support/dataset";
import { serveStudioPage } from "../../scripts/tools/studio-page";
import { bundleStudioViews, openStudioView } from "../../scripts/tools/studio-views";
import { documentPath } from "#content/documentPaths.ts";
import { recordRequests } from "./support/held-code";
import { layoutShift } from "./support/layout-shift";
import { untilSettled } from "./support/quiet";
import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { TEST_BUILDS, testBuild } from "./support/test-builds";

// Measuring with the visitor's consent. The test build "live" (support/test-builds.ts) is built
// for a local collector that records every request (backend/plausible/collector.ts) and served beside the
// main build, which has none.
const site = testBuild("live").url;

const consent = singleton("siteSettings").consent;
const labels = singleton("siteSettings").navigation;

test.describe.configure({ mode: "serial" });

let collector: Collector;
/** The key the stand-in of Plausible takes, as an editor's own would be. */
const STATS_KEY = "e2e-stats-key";

test.beforeAll(async () => {
  collector = await startCollector(TEST_BUILDS.live.collectorPort, { statsKey: STATS_KEY });
});

test.afterAll(async () => {
  await collector?.close();
});

test.beforeEach(() => {
  collector.requests.length = 0;
  collector.events.length = 0;
});

const banner = (page: Page) => page.getByRole("dialog", { name: consent.title });
const footerSettings = (page: Page) =>
  page.locator("footer").getByRole("button", { name: consent.settingsLabel });
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);

/**
 * Waits until an event named `name` has arrived, then returns every event so far. `context` is
 * said when none does: what the page knew, to tell a request lost from one never sent.
 */
async function eventsUntil(name: string, context = "") {
  try {
    await expect
      .poll(() => collector.events.some((event) => event.name === name), { timeout: 15_000 })
      .toBe(true);
  } catch (error) {
    const got = collector.events.map((event) => event.name).join(", ");
    throw new Error(`No "${name}" event in 15 s (got: ${got}). ${context}`, { cause: error });
  }
  return collector.events;
}

test("with no collector configured (the main build) there is no banner, no Cookie settings and none of the code", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto(paths.contact);
  await page
    .getByRole("link", { name: labels.homeLabel })
    .first()
    .click()
    .catch(() => undefined);
  await page.goto("/");
  await expect(page.locator("footer")).toBeVisible();
  await expect(page.locator("#cc-main")).toHaveCount(0);
  await expect(footerSettings(page)).toHaveCount(0);
  expect(requests.filter((request) => /consent|Measurement|measuring|webVitals/.test(request))).toEqual([]);
  expect(requests.filter((request) => !request.split(" ")[1].startsWith("http://localhost:"))).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);
});

test("before a choice the banner asks, nothing is sent and nothing is stored; it never moves the page", async ({
  page,
}) => {
  await page.goto(`${site}/?utm_source=newsletter`);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(consent.text);
  await expect(banner(page).getByRole("link", { name: consent.privacyLinkLabel })).toHaveAttribute(
    "href",
    paths.privacy,
  );
  // Accept and Reject with equal weight: the same colours, type and height.
  const look = (name: string) =>
    banner(page)
      .getByRole("button", { name })
      .evaluate((button) => {
        const style = getComputedStyle(button);
        const box = button.getBoundingClientRect();
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, box.height];
      });
  expect(await look(consent.acceptLabel)).toEqual(await look(consent.rejectLabel));
  // It takes focus, so that it is announced and next under the keyboard; Tab reaches both answers.
  await expect(banner(page).locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: consent.acceptLabel })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: consent.rejectLabel })).toBeFocused();
  expect(await layoutShift(page, "body")).toBe(0);

  await page.getByRole("navigation", { name: labels.mainNavLabel }).getByRole("link").nth(1).click();
  await expect(banner(page)).toBeVisible();
  expect(collector.requests).toEqual([]);
  expect(await consentCookie(page)).toBeUndefined();
});

test("Reject sends nothing, survives a reload, and Cookie settings in the footer asks again", async ({
  page,
}) => {
  await page.goto(site);
  await banner(page).getByRole("button", { name: consent.rejectLabel }).click();
  await expect(banner(page)).toBeHidden();
  const cookie = await consentCookie(page);
  expect(JSON.parse(decodeURIComponent(cookie!.value)).categories).toEqual(["necessary"]);
  // Remembered for 6 months.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(180 * 24 * 3600 * 1000);

  await page.reload();
  await page.goto(`${site}${paths.pricing}`);
  await expect(page.locator("footer")).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(collector.requests).toEqual([]);

  await footerSettings(page).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: consent.acceptLabel }).click();
  const [view] = await eventsUntil("pageview");
  expect(view).toMatchObject({ name: "pageview", url: `${site}${paths.pricing}` });
});

test("Accept sends page views (a client-side navigation too) with the visit's source, a lead, a search without results and Web Vitals", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${site}/?utm_source=newsletter&utm_campaign=launch`, {
    referer: "https://news.example.com/",
  });
  await banner(page).getByRole("button", { name: consent.acceptLabel }).click();
  const [first] = await eventsUntil("pageview");
  expect(first).toMatchObject({
    url: `${site}/?utm_source=newsletter&utm_campaign=launch`,
    domain: "localhost",
    referrer: "https://news.example.com/",
  });

  await page.locator(`main a[href="${paths.contact}"]`).first().click();
  await expect(page).toHaveURL(`${site}${paths.contact}`);
  await expect
    .poll(() => collector.events.filter((event) => event.name === "pageview").map((event) => event.url))
    .toEqual([first.url, `${site}${paths.contact}`]);
  expect(collector.events.find((event) => event.url === `${site}${paths.contact}`)?.referrer).toBeNull();

  await sendContactLead(page, leadFormOf(paths.contact, "contact-page").form);
  const lead = (await eventsUntil("Lead")).find((event) => event.name === "Lead");
  expect(lead).toMatchObject({ url: `${site}${paths.contact}`, props: { source: "contact-page" } });

  await page.locator(".navbar__inner > .search-button").filter({ hasText: labels.searchLabel }).click();
  await page.getByRole("searchbox", { name: labels.searchLabel }).fill("zzqxv");
  const search = (await eventsUntil("Search without results")).find(
    (event) => event.name === "Search without results",
  );
  expect(search?.props).toEqual({ query: "zzqxv" });

  // The visitor moves to another tab: the pages' Web Vitals are final and sent. The tab is hidden
  // as web-vitals' own tests hide it (a headless browser keeps its tabs visible); leaving by a
  // navigation would test Chromium's unloading, whose handlers race with the test's machine load.
  const before = await page.evaluate(() => ({
    softNavigations: performance.getEntriesByType("soft-navigation").map((entry) => entry.name),
    vitalsCode: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/webVitals-"))
      .map((entry) => (entry as PerformanceResourceTiming).responseStatus),
  }));
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const vitals = (await eventsUntil("Web Vitals", `before hiding: ${JSON.stringify(before)}`)).filter(
    (event) => event.name === "Web Vitals",
  );
  const home = vitals.find((event) => new URL(event.url).pathname === "/");
  expect(home?.props?.lcp).toEqual(expect.any(Number));
  expect(home?.props?.cls).toEqual(expect.any(Number));
});

for (const width of [375, 1280]) {
  test(`at ${width} px the open banner has no axe violation and leaves the page readable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });
    await page.goto(site);
    await expect(banner(page)).toBeVisible();
    await untilSettled(page);
    expect(
      (await axeViolations(page)).map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`,
      ),
    ).toEqual([]);
    // Never blocks reading: at most half of the screen, and the page still scrolls and takes clicks.
    const box = await banner(page).boundingBox();
    expect(box!.height).toBeLessThanOrEqual((width < 500 ? 740 : 800) / 2);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    // SCREENSHOT_DIR=<folder> keeps a picture, for a review or a closing note.
    if (process.env.SCREENSHOT_DIR) {
      await page.evaluate(() => scrollTo(0, 0));
      mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `consent-banner-${width}.png`) });
    }
  });
}

/** Sends the contact form of the page on screen, in its language. */
async function sendContactLead(page: Page, form: Doc) {
  const fields = page.locator("form", { has: page.locator('[name="budget"]') });
  await fields.locator('[name="firstName"]').fill("Ada");
  await fields.locator('[name="lastName"]').fill("Lovelace");
  // Its own address: other tests look for their leads in the same stand-in backend.
  await fields.locator('[name="email"]').fill(uniqueEmail("analytics"));
  await fields.locator('[name="message"]').fill("We want an AI support agent.");
  await fields.getByRole("button", { name: form.submitLabel }).click();
  await expect(page.getByText(form.successMessage)).toBeVisible({ timeout: 15_000 });
}

test("the Studio's Performance view shows a page's visit and lead in each language, What works its page, form and search, and both a bad answer in words", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const studio = bundleStudioViews();
  const english = pageAt(paths.contact);
  const spanish = requiredTranslationOf(english, "es");
  const pathOf = (doc: Doc) => documentPath("page", doc.slug.current, doc.language);
  await page.goto(`${site}${paths.contact}`);
  await banner(page).getByRole("button", { name: consent.acceptLabel }).click();
  // Two page views of the English page, one of the Spanish: each view reads its own page.
  const pageviews = () => collector.events.filter((event) => event.name === "pageview").length;
  await expect.poll(pageviews).toBe(1);
  await page.reload();
  await expect.poll(pageviews).toBe(2);
  await sendContactLead(page, leadFormOf(english, "contact-page").form);
  await page.goto(`${site}${pathOf(spanish)}`);
  await sendContactLead(page, leadFormOf(spanish, "contact-page").form);
  const spanishLabels = translationOf(singleton("siteSettings"), "es")!.navigation;
  await page
    .locator(".navbar__inner > .search-button")
    .filter({ hasText: spanishLabels.searchLabel })
    .click();
  await page.getByRole("searchbox", { name: spanishLabels.searchLabel }).fill("zzqxv");
  await expect.poll(() => collector.events.filter((event) => event.name === "Lead").length).toBe(2);
  await eventsUntil("Search without results");

  // The live build is served at localhost: its events' domain, the site's id in Plausible.
  const shown = { dashboard: `${collector.url}/localhost`, statsKey: STATS_KEY };
  const server = await serveStudioPage(await studio);
  try {
    for (const [doc, views] of [
      [english, "2"],
      [spanish, "1"],
    ] as const) {
      const view = await openStudioView(page.context(), server, { ...shown, path: pathOf(doc) });
      const table = view.getByRole("table", { name: `What ${pathOf(doc)} earned` });
      // Last 7 days, last 30 days, the 30 days before, and the change.
      const figures = (header: string) => rowOf(table, header).getByRole("cell");
      await expect(figures("Visitors")).toHaveText(["1", "1", "0", "new"]);
      await expect(figures("Page views")).toHaveText([views, views, "0", "new"]);
      await expect(figures("Leads sent on this page")).toHaveText(["1", "1", "0", "new"]);
      await expect(figures("Leads from contact-page")).toHaveText(["1", "1", "0", "new"]);
      await view.close();
    }

    const documents = [english, spanish].map((doc) => ({
      _id: doc._id,
      _type: "page" as const,
      slug: doc.slug.current,
      language: doc.language,
    }));
    const whatWorks = await openStudioView(page.context(), server, { ...shown, documents });
    const list = (caption: string) => whatWorks.getByRole("table", { name: caption });
    for (const doc of [english, spanish]) {
      const row = rowOf(list("Pages that bring leads"), pathOf(doc));
      await expect(row.getByRole("cell")).toHaveText(["1"]);
      // It opens the page's document.
      await expect(row.getByRole("link", { name: pathOf(doc) })).toHaveAttribute(
        "href",
        new RegExp(`id=${doc._id}`),
      );
    }
    await expect(rowOf(list("Forms that bring leads"), "contact-page").getByRole("cell")).toHaveText(["2"]);
    await expect(rowOf(list("Searches that found nothing"), "zzqxv").getByRole("cell")).toHaveText([
      "Spanish",
      "1",
      "Write a post",
    ]);

    // A bad answer of Plausible, or a refused key, is said in words, with Retry.
    for (const [fault, message] of [
      ["error", "Plausible answered with an error (HTTP 500): try again later."],
      ["wrong-shape", "Plausible answered in a form this view does not know."],
    ] as const) {
      collector.setStatsFault(fault);
      const view = await openStudioView(page.context(), server, { ...shown, path: paths.contact });
      await expect(view.getByRole("alert")).toContainText(message);
      await expect(view.getByRole("button", { name: "Retry" })).toBeVisible();
      await view.close();
    }
    collector.setStatsFault(null);
    const refused = await openStudioView(page.context(), server, {
      ...shown,
      statsKey: "not-the-key",
      path: paths.contact,
    });
    await expect(refused.getByRole("alert")).toContainText("Plausible refused the key");
    await expect(refused.getByLabel("Plausible Stats API key")).toBeVisible();
  } finally {
    collector.setStatsFault(null);
    await server.close();
  }
});

/** The row of `table` whose header is `header`. */
const rowOf = (table: Locator, header: string) =>
  table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name: header, exact: true }) });
