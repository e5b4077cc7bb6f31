import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Route } from "@playwright/test";
import { expect, hydrated, test } from "./support/test";
import { legalPage } from "./support/dataset";
import { inlineScripts, scriptHash } from "#web/files/securityHeaders.server.ts";
import { RELEASE_FILE, type ReleaseFile } from "#web/shared/navigation/release.ts";
import { paths } from "#content/paths.ts";
import { documentLoads } from "./support/document-loads";

// A deploy replaces the site's chunks: the host then answers 404 for every chunk of the build an
// open tab is running. Here the new release is the same build with every chunk renamed, as a
// build with changed code would be; the old names are gone.

// An open tab of the old release: a context of each test's own, nothing of either release cached.
test.use({ freshContext: true });

const ASSETS = path.resolve(process.env.BUILD_DIR || "build", "client/assets");
const oldNames = readdirSync(ASSETS).filter((name) => /\.(js|css)$/.test(name));
const renamed = (name: string) => name.replace(/(\.[a-z]+)$/, "-next$1");
const nextNames = new Map(oldNames.map((name) => [renamed(name), name]));
const ANY_OLD_NAME = new RegExp(oldNames.map((name) => name.replace(/[.-]/g, "\\$&")).join("|"), "g");
// The new release names itself: its pages and the host's release file carry its id.
const { release } = JSON.parse(
  readFileSync(path.resolve(process.env.BUILD_DIR || "build", "client", RELEASE_FILE.slice(1)), "utf8"),
) as ReleaseFile;
const rename = (text: string) => text.replace(ANY_OLD_NAME, renamed).replaceAll(release, `${release}next`);

/** A renamed page, its Content-Security-Policy naming the hashes of its inline scripts as they now read. */
function renamedPage(before: string) {
  const after = rename(before);
  const [old, next] = [inlineScripts(before), inlineScripts(after)];
  return old.reduce((result, text, i) => result.replace(scriptHash(text), scriptHash(next[i])), after);
}

// A request the page gave up (a prefetch cut short by the full load) has nothing left to answer.
const isGivenUp = (error: unknown) => /disposed|closed|cancel/i.test(String(error));

async function serveNextRelease(route: Route) {
  try {
    return await answerAsNextRelease(route);
  } catch (error) {
    if (!isGivenUp(error)) throw error;
  }
}

async function answerAsNextRelease(route: Route) {
  const url = new URL(route.request().url());
  const file = url.pathname.startsWith("/assets/") ? url.pathname.slice("/assets/".length) : undefined;
  if (file && oldNames.includes(file)) return route.fulfill({ status: 404, body: "Not Found" });
  if (file && nextNames.has(file)) {
    const body = rename(readFileSync(path.join(ASSETS, nextNames.get(file)!), "utf8"));
    const contentType = file.endsWith(".css") ? "text/css" : "text/javascript";
    return route.fulfill({ body, contentType, headers: { "cache-control": "no-cache" } });
  }
  const response = await route.fetch();
  const type = response.headers()["content-type"] ?? "";
  if (!/html|text|octet-stream|json/.test(type)) return route.fulfill({ response });
  return route.fulfill({ response, body: renamedPage(await response.text()) });
}

test("after a deploy, an open tab's click lands on the clicked page as one full load of the new release", async ({
  page,
}) => {
  const terms = legalPage("terms-conditions");
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  await page.goto("/");
  const loads = documentLoads(page);

  await page.route("**/*", serveNextRelease);
  // Its code was never loaded in this tab: the click needs chunks that are gone.
  await page.locator(`footer a[href="${paths.terms}"]`).click();

  await expect(page).toHaveURL(paths.terms);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(terms.title);
  await hydrated(page, () => `${paths.terms}, the new release's`);
  expect(loads(), "document loads after the click").toBe(1);
  const navigation = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return { type: entry.type, path: new URL(entry.name).pathname };
  });
  expect(navigation).toEqual({ type: "navigate", path: paths.terms });
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  );
  // Every chunk is the new release's (the font, unchanged, keeps its name as a deploy keeps it).
  const chunks = scripts.filter((name) => name.startsWith("/assets/") && /\.(js|css)$/.test(name));
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.every((name) => name.includes("-next"))).toBe(true);
  expect(logs.filter((text) => /Error loading route module|reloading page/.test(text))).toEqual([]);

  // The new release navigates client-side again: nothing failed stays in the way.
  await page.locator(`header a[href="${paths.pricing}"]`).first().click();
  await expect(page).toHaveURL(paths.pricing);
  await expect(page.locator("main h1")).toBeVisible();
  expect(loads(), "document loads after the second click").toBe(1);
  // A prefetch still in flight when the test ends has no one left to answer it.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

// The code a page loads once it has hydrated: the app's services (AppServices.tsx: the
// prefetcher among them), then the navigation limit (PagePrefetcher.tsx). Here the deploy came
// first, and the chunk is gone before the tab could load it.
const LOADED_AFTER_HYDRATION = {
  "the app's services' code": "AppServices",
  "the navigation limit's code": "limitNavigation",
};

for (const [code, chunk] of Object.entries(LOADED_AFTER_HYDRATION)) {
  test(`a deploy before ${code} arrived: the page stays, and a click lands on the clicked page as a document`, async ({
    page,
  }) => {
    const logs: string[] = [];
    page.on("console", (message) => logs.push(message.text()));
    await page.route(`**/assets/${chunk}-*.js`, (route) => route.fulfill({ status: 404, body: "Not Found" }));
    const gone = page.waitForResponse((response) => response.url().includes(`/assets/${chunk}-`));
    await page.goto("/");
    await gone;
    const loads = documentLoads(page);
    await page.route("**/*", serveNextRelease);
    const refused: string[] = [];
    page.on("response", (response) => void (response.status() >= 400 && refused.push(response.url())));
    const state = () => `refused: ${refused.join(", ")}; console: ${logs.join(" | ")}`;
    await page
      .locator(`footer a[href="${paths.terms}"]`)
      .click({ timeout: 15_000 })
      .catch((error: unknown) => {
        throw new Error(`the home page's footer link could not be clicked (${state()})`, { cause: error });
      });

    await expect(page).toHaveURL(paths.terms);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalPage("terms-conditions").title);
    await hydrated(page, () => `${paths.terms} (${state()})`);
    expect(loads(), "document loads after the click").toBe(1);
    expect(
      logs.filter((text) =>
        /Error loading route module|reloading page|caught the following error/.test(text),
      ),
    ).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
}
