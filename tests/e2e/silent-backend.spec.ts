import type { Locator, Page } from "@playwright/test";
import { en } from "#web/shared/i18n/messages/en.ts";
import { LEAD_TRAP_FIELD } from "#web/features/content-forms/trap.ts";
import { accountPages, greeting, singleton } from "./support/dataset";
import { E2E_BACKEND_URL } from "./support/backend";
import { openArea } from "./support/client-area";
import { expect, test } from "./support/test";
import { paths } from "#content/paths.ts";

// No call hangs: when the backend takes every call and never answers, every form gives up after
// the spec's 10 s, keeps what was typed and says so; sign-in still works. The main build's
// backend falls silent for the page (every request to it held, never answered), and the page's
// clock is moved past the 10 s instead of waiting them out.
const BACKEND_LIMIT_MS = 10_000;

// Each test moves the page's clock over the limit.
test.use({ fakeClock: true });

/** Holds every request the page makes to the backend, unanswered; returns what arrived ("GET /health"). */
async function silentBackend(page: Page) {
  const arrived: string[] = [];
  await page.route(`${E2E_BACKEND_URL}/**`, (route) => {
    const url = new URL(route.request().url());
    arrived.push(`${route.request().method()} ${url.pathname}`);
  });
  return { reached: (path: string) => arrived.some((request) => request.endsWith(` ${path}`)) };
}

/** Waits until the page has sent a request to the backend's `path`, so that its 10 s are running. */
const sent = (page: Page, path: string) =>
  page.waitForRequest((request) => request.url().startsWith(`${E2E_BACKEND_URL}${path}`));

/** Fills every text field of a form but its trap, submits it, and checks it gives up and keeps the values. */
async function submitAndExpectFailure(form: Locator) {
  const fields = form.locator(
    `input:not([type="checkbox"]):not([type="hidden"]):not([name="${LEAD_TRAP_FIELD}"]), textarea`,
  );
  const values: string[] = [];
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i);
    const value = (await field.getAttribute("type")) === "email" ? `ada${i}@example.com` : `Ada ${i}`;
    await field.fill(value);
    values.push(value);
  }
  const submit = form.locator('button[type="submit"]');
  const page = form.page();
  // The clock stops a second on (pauseAt cannot stop at a time already past), and then moves
  // only as the test says.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const request = sent(page, "/api/");
  await submit.click();
  await expect(submit).toBeDisabled();
  await request;
  await page.clock.runFor(BACKEND_LIMIT_MS - 1);
  await expect(submit).toBeDisabled();
  await expect(form.getByRole("alert")).toBeEmpty();
  await page.clock.runFor(1);
  await expect(form.getByRole("alert")).toHaveText(en.leads.sendFailed);
  await expect(submit).toBeEnabled();
  for (let i = 0; i < values.length; i++) await expect(fields.nth(i)).toHaveValue(values[i]);
  await expect(form.getByRole("status")).toBeEmpty();
}

test("the contact page's form gives up, keeps every value and says so", async ({ page }) => {
  const backend = await silentBackend(page);
  await page.goto(paths.contact);
  await submitAndExpectFailure(page.locator("main form"));
  expect(backend.reached("/api/contact")).toBe(true);
});

test("the home page's two forms give up, keep every value and say so", async ({ page }) => {
  await silentBackend(page);
  await page.goto(paths.home);
  await submitAndExpectFailure(page.locator("main form").first());
  await submitAndExpectFailure(page.locator("section#contact form"));
});

test("sign-up and the dashboard work; the profile gives up and says so, with a Retry", async ({ page }) => {
  const backend = await silentBackend(page);
  const email = `silent-${Date.now()}@example.com`;
  await page.goto(paths.signUp);
  await page.locator('[name="firstName"]').fill("Ada");
  await page.locator('[name="lastName"]').fill("Lovelace");
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="password"]').fill("Secret123");
  await page.locator('[name="confirmPassword"]').fill("Secret123");
  await page.locator('[name="agreeToTerms"]').check();
  const health = sent(page, "/health");
  // The account's name, saved with Firebase as the sign-up's last step: in real time, long before 10 s.
  const named = page.waitForResponse((response) => response.url().includes("accounts:update"));
  await page.getByRole("button", { name: accountPages().signUp.submitLabel }).click();
  // The sign-in's sync with the backend gives up after 10 s, and the sign-up goes on.
  await Promise.all([health, named]);
  const profile = sent(page, "/api/users/profile");
  await page.clock.fastForward(BACKEND_LIMIT_MS);
  await expect(page).toHaveURL(paths.dashboard);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting("Ada Lovelace"));

  // The profile, asked for once the sync has given up, gives up 10 s later: in Settings, whose
  // own calls are held as well.
  await profile;
  const settingsProfile = sent(page, "/api/users/profile");
  await openArea(page, "settings");
  await settingsProfile;
  const dashboard = singleton("dashboardPage");
  const settings = page.getByRole("region", { name: dashboard.settingsCard.title });
  await page.clock.fastForward(BACKEND_LIMIT_MS);
  // The profile and the notification preferences: each read gives up and says so, with its Retry.
  await expect(settings.getByRole("alert")).toHaveText(Array(2).fill(dashboard.loadStates.timeoutText));
  const retries = settings.getByRole("button", { name: dashboard.loadStates.retryLabel });
  await expect(retries).toHaveCount(2);
  for (const retry of await retries.all()) await expect(retry).toBeEnabled();
  expect(backend.reached("/health")).toBe(true);
  expect(backend.reached("/api/users/profile")).toBe(true);
});
