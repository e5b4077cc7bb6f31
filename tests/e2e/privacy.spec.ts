import { AUTH_EMULATOR_URL } from "../../scripts/tools/local-firebase";
import { en } from "#web/shared/i18n/messages/en.ts";
import { createAccount, uniqueEmail } from "./support/auth-emulator";
import { accountPages, mainMenuLabel, navigation } from "./support/dataset";
import { layoutShift } from "./support/layout-shift";
import { E2E_BACKEND_URL } from "./support/backend";
import { expect, test, type Page } from "./support/test";
import { untilQuiet } from "./support/quiet";
import { ACCOUNT_PAGES, SIGN_IN_CODE, watch } from "./support/privacy";
import { paths } from "#content/paths.ts";

// A visitor who never signed in downloads no sign-in code and sends nothing to any other
// origin (./support/privacy.ts). On one page of each template but the account pages, as loaded
// and scrolled through, templates.spec.ts checks it; here, client-side navigation, the account
// pages, the Google button and a visitor who signed in (the one test of the header a signed-in
// visitor sees on public pages).

// What a visitor's browser loads and sends, first visit or not, and what it keeps of a sign-in: a
// context of each test's own, its cache and storage empty (and a phone's user agent for some).
test.use({ freshContext: true });

// The Auth SDK itself: its REST endpoint's host.
const AUTH_SDK = "identitytoolkit.googleapis.com";
const PASSWORD = "Secret123";
const nav = navigation();
const { signIn: signInPage } = accountPages();
// Firebase's popup helper, once installed, starts at once (Google's scripts, the auth domain's
// frame) only in phone browsers and Safari: the tests where the SDK loads run as a phone.
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** Loads a page and lets everything it loads later arrive: scrolled through, then idle. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await untilQuiet(page);
  await page.mouse.wheel(0, 20_000);
  await untilQuiet(page);
}

async function signIn(page: Page, email: string, rememberMe: boolean) {
  await page.goto(paths.signIn);
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="password"]').fill(PASSWORD);
  if (rememberMe) await page.locator('[name="rememberMe"]').check();
  await page.getByRole("button", { name: signInPage.submitLabel, exact: true }).click();
  await expect(page).toHaveURL(paths.dashboard, { timeout: 10_000 });
}

/**
 * Signs a new account in and runs the steps that follow. The Auth emulator is shared with
 * auth.spec.ts, which deletes every account before each of its tests: if that happens
 * meanwhile, the whole sequence starts again with the account created anew.
 */
async function asNewAccount(page: Page, rememberMe: boolean, steps: () => Promise<void>) {
  const email = uniqueEmail("privacy");
  await expect(async () => {
    await createAccount(email, PASSWORD, "Ada Lovelace");
    await signIn(page, email, rememberMe);
    await steps();
  }).toPass({ timeout: 60_000 });
}

/** Layout shifts of the navbar since the page started loading (CLS units). */
const navbarShift = (page: Page) => layoutShift(page, ".site-header");

test("client-side navigation between public pages loads no Firebase code either", async ({
  page,
  baseURL,
}) => {
  const seen = await watch(page);
  await visit(page, "/");
  const main = page.getByRole("navigation", { name: nav.mainNavLabel });
  for (const [name, path] of [
    [mainMenuLabel(paths.pricing), paths.pricing],
    [mainMenuLabel(paths.about), paths.about],
    [mainMenuLabel(paths.contact), paths.contact],
  ]) {
    await main.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await untilQuiet(page);
  }
  expect(seen.elsewhere(new URL(baseURL!).origin)).toEqual([]);
  expect(await seen.scriptsContaining(SIGN_IN_CODE)).toEqual([]);
});

test.describe("in a phone's browser", () => {
  test.use({ userAgent: PHONE });

  for (const route of ACCOUNT_PAGES) {
    test(`${route} loads the Firebase SDK at once, and asks nothing of Google`, async ({ page, baseURL }) => {
      const seen = await watch(page);
      await visit(page, route);
      await expect.poll(() => seen.scriptsContaining(AUTH_SDK)).not.toEqual([]);
      // The Auth emulator is where a local build signs in; no Google script, no auth-domain frame.
      expect(seen.elsewhere(new URL(baseURL!).origin, AUTH_EMULATOR_URL)).toEqual([]);
    });
  }

  test("Google's sign-in scripts are asked for only when the Google button is used", async ({ page }) => {
    const seen = await watch(page);
    await visit(page, paths.signIn);
    const fromGoogle = () => seen.requests.filter((url) => new URL(url).host === "apis.google.com");
    expect(fromGoogle()).toEqual([]);
    await page.getByRole("button", { name: signInPage.googleLabel }).click();
    // Offline the request fails, and the form says so in the catalogue's words.
    await expect(page.getByRole("alert")).toHaveText(en.failures.google);
    expect(fromGoogle().length).toBeGreaterThan(0);
  });

  test("a visitor who signed in sees Dashboard and Logout on public pages, the navbar not moving; after Logout nothing loads", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const header = page.getByRole("banner");
    const seenSignedIn = await watch(page);
    const shifts: Record<string, number> = {};
    await asNewAccount(page, true, async () => {
      for (const route of ["/", paths.pricing]) {
        await page.goto(route);
        await expect(header.getByRole("link", { name: nav.dashboardLabel })).toBeVisible();
        await expect(header.getByRole("button", { name: nav.logoutLabel })).toBeVisible();
        shifts[route] = await navbarShift(page);
      }
    });
    expect(shifts).toEqual({ "/": 0, [paths.pricing]: 0 });
    // The SDK restores the session from the Auth emulator, the user is synced to the backend;
    // nothing goes to Google.
    expect(seenSignedIn.elsewhere(new URL(baseURL!).origin, AUTH_EMULATOR_URL, E2E_BACKEND_URL)).toEqual([]);
    await header.getByRole("button", { name: nav.logoutLabel }).click();
    await expect(page).toHaveURL("/");
    await expect(header.getByRole("link", { name: nav.signInLabel })).toBeVisible();

    seenSignedIn.clear();
    await visit(page, paths.pricing);
    await expect(header.getByRole("link", { name: nav.signInLabel })).toBeVisible();
    expect(seenSignedIn.elsewhere(new URL(baseURL!).origin)).toEqual([]);
    expect(await seenSignedIn.scriptsContaining(SIGN_IN_CODE)).toEqual([]);
  });

  test("without Remember me the sign-in lasts for its tab: another tab loads no Firebase code", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await asNewAccount(page, false, async () => {
      await page.goto(paths.pricing);
      await expect(page.getByRole("banner").getByRole("link", { name: nav.dashboardLabel })).toBeVisible();
    });

    const other = await context.newPage();
    const seen = await watch(other);
    await other.goto(paths.pricing);
    await untilQuiet(other);
    await expect(other.getByRole("banner").getByRole("link", { name: nav.signInLabel })).toBeVisible();
    expect(seen.elsewhere(new URL(baseURL!).origin)).toEqual([]);
    expect(await seen.scriptsContaining(SIGN_IN_CODE)).toEqual([]);
  });
});
