import { createServer, type Server } from "node:http";
import { en } from "../../web/shared/i18n/messages/en";
import { startEmulators, type Emulators } from "../../scripts/lib/emulators";
import { LEAD_TRAP_FIELD } from "../../web/features/leads/leadTrap";
import { accountPages, greeting, singleton } from "./support/dataset";
import type { Locator } from "@playwright/test";
import { expect, test } from "./support/test";
import { waitUntilFormsAccept } from "./support/lead-forms";
import { buildForTest } from "./support/test-build";
import { paths } from "../../content/paths";

// No call hangs: against a backend that accepts connections and never answers, every form
// gives up after 10 s, keeps what was typed and says so; sign-in still works.
// The site is built for this backend and served beside the main one, with the same Auth emulator.
const BACKEND_PORT = 5081;
const SITE_PORT = 5084;
const site = `http://localhost:${SITE_PORT}`;
const GIVE_UP = { timeout: 20_000 };

test.describe.configure({ mode: "serial" });

let backend: Server;
let hosting: Emulators;
const arrived: string[] = [];
// A cross-origin JSON call starts with its CORS preflight, which this server never answers either.
const reached = (path: string) => arrived.some((request) => request.endsWith(` ${path}`));

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.setTimeout(240_000);
  backend = createServer((request) => arrived.push(`${request.method} ${request.url}`)).listen(
    BACKEND_PORT,
    "127.0.0.1",
  );
  const buildDir = await buildForTest(testInfo, { VITE_API_URL: `http://127.0.0.1:${BACKEND_PORT}` });
  hosting = await startEmulators(SITE_PORT, { buildDir, hostingOnly: true });
});

test.afterAll(async () => {
  await hosting?.stop();
  backend?.closeAllConnections();
  await new Promise((resolve) => backend?.close(resolve));
});

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
  await waitUntilFormsAccept(form.page());
  await submit.click();
  await expect(submit).toBeDisabled();
  await expect(form.getByRole("alert")).toHaveText(en.leads.sendFailed, GIVE_UP);
  await expect(submit).toBeEnabled();
  for (let i = 0; i < values.length; i++) await expect(fields.nth(i)).toHaveValue(values[i]);
  await expect(form.getByRole("status")).toBeEmpty();
}

test("the contact page's form gives up, keeps every value and says so", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${site}${paths.contact}`);
  await submitAndExpectFailure(page.locator("main form"));
  expect(reached("/api/contact")).toBe(true);
});

test("the home page's two forms give up, keep every value and say so", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(site);
  await submitAndExpectFailure(page.locator("main form").first());
  await submitAndExpectFailure(page.locator("section#contact form"));
});

test("sign-up and the dashboard work; the profile gives up and says so, with a Retry", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `silent-${Date.now()}@example.com`;
  await page.goto(`${site}${paths.signUp}`);
  await page.locator('[name="firstName"]').fill("Ada");
  await page.locator('[name="lastName"]').fill("Lovelace");
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="password"]').fill("Secret123");
  await page.locator('[name="confirmPassword"]').fill("Secret123");
  await page.locator('[name="agreeToTerms"]').check();
  await page.getByRole("button", { name: accountPages().signUp.submitLabel }).click();
  await expect(page).toHaveURL(`${site}${paths.dashboard}`, GIVE_UP);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting("Ada Lovelace"));
  expect(reached("/health")).toBe(true);

  // The profile is asked for once the sign-in's sync has given up (10 s), and gives up 10 s later.
  const dashboard = singleton("dashboardPage");
  const settings = page.getByRole("region", { name: dashboard.settingsCard.title });
  await expect(settings.getByRole("alert")).toHaveText(dashboard.loadStates.timeoutText, { timeout: 30_000 });
  await expect(settings.getByRole("button", { name: dashboard.loadStates.retryLabel })).toBeEnabled();
  expect(reached("/api/users/profile")).toBe(true);
});
