import { expect, test, type Page } from "./support/test";
import { en } from "#web/shared/i18n/messages/en.ts";
import { es } from "#web/shared/i18n/messages/es.ts";
import { createAccount, deleteAccounts } from "./support/auth-emulator";
import { recordedRequests, setBackendFaults } from "./support/backend";
import { holdScripts } from "./support/held-code";
import {
  accountPages,
  agents,
  navigation,
  requiredTranslationOf,
  singleton,
  type Doc,
} from "./support/dataset";
import { openArea } from "./support/client-area";
import { signedInCustomer } from "./support/customers";
import { expectDashboardAfter } from "./support/dashboard-redirect";
import { paths } from "#content/paths.ts";
import { localizedPath } from "#content/documentPaths.ts";

// "Start Free Trial" on an agent page, against the Firebase Auth emulator and the local stand-in
// backend. Each test has its own account, and spoils only its calls: a customer who starts signed
// in is a new one (./support/customers.ts); a visitor who signs up or in on the way has an address
// of ACCOUNTS, deleted before each test. Those tests fake the page's clock, in a context of their
// own (time flows, and the test jumps it over the site's 2 s redirect after signing in, or the
// backend's 10 s limit).
test.describe.configure({ mode: "serial" });

const PASSWORD = "Secret123";
const labels = singleton("agentsPage");
const dashboard = singleton("dashboardPage");
const { signIn: signInPage, signUp: signUpPage } = accountPages();
const nav = navigation();
const agent = agents()[1];
const slug: string = agent.slug.current;
const popularPlan = (agent.plans as Doc[]).find((plan) => plan.popular) ?? agent.plans[0];
// The trial a link carries: the agent and its popular plan's id, the same in every language.
const trialSearch = `?trial=${slug}&plan=${popularPlan.planId}`;

const ACCOUNTS = ["sign.up", "sign.in", "unknown", "spanish"].map((name) => `trial.${name}@example.com`);

test.beforeEach(async () => {
  await deleteAccounts(ACCOUNTS);
  for (const email of ACCOUNTS) await setBackendFaults(email, {});
});

/** A new customer signed in, on `at` (the Overview unless told). */
const customer = (page: Page, at: string = paths.dashboard, faults = {}) =>
  signedInCustomer(page, at, { name: "Trial Customer", faults });

const startTrialLink = (page: Page, label: string = labels.startTrialCta.label) =>
  page.getByRole("main").getByRole("link", { name: label });

const yourAgents = (page: Page) => page.getByRole("region", { name: dashboard.agentsCard.title });

/** The e-mail in a recorded request's bearer token (the emulator's tokens are unsigned JWTs). */
const emailOf = (authorization: string | null) => {
  const payload = authorization?.replace(/^Bearer /, "").split(".")[1];
  return payload
    ? (JSON.parse(Buffer.from(payload, "base64url").toString()) as { email?: string }).email
    : null;
};

/** The trials the stand-in was asked to start for an account (other specs share the stand-in). */
const trialRequests = async (email: string) =>
  (await recordedRequests()).filter(
    (request) =>
      request.method === "POST" && request.path === "/api/agents" && emailOf(request.authorization) === email,
  );

/** Signs in on the sign-in page, once it shows: after a client-side navigation the address changes
 * before the new page renders, and a field filled then is the old page's. */
async function signIn(page: Page, email: string) {
  await expect(page.getByRole("heading", { level: 1, name: signInPage.title })).toBeVisible();
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="password"]').fill(PASSWORD);
  await page.getByRole("button", { name: signInPage.submitLabel, exact: true }).click();
}

/**
 * The agent page, reached from the client area's Agents through the site's links: the session
 * already knows the customer is signed in (an agent page's own top bar does not show it).
 */
async function openAgentSignedIn(page: Page) {
  if (!page.url().endsWith(paths.dashboardAgents)) await openArea(page, "agents");
  await page.getByRole("main").getByRole("link", { name: dashboard.agentsCard.linkLabel }).click();
  await expect(page).toHaveURL(paths.agents);
  await page
    .locator(`main a[href="${paths.agent(slug)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(paths.agent(slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(agent.heroTagline);
}

const existsMessage = () => labels.trialExistsText.replaceAll("{agent}", agent.name);

test("a signed-in customer's Start Free Trial starts it and shows it in Your agents", async ({ page }) => {
  const { email } = await customer(page);
  await openArea(page, "agents");
  await expect(yourAgents(page).getByText(dashboard.agentsCard.emptyText)).toBeVisible();
  await openAgentSignedIn(page);
  const visited: string[] = [];
  page.on("framenavigated", (frame) => visited.push(new URL(frame.url()).pathname));

  await startTrialLink(page).click();

  await expect(page).toHaveURL(paths.dashboard);
  await openArea(page, "agents");
  await expect(yourAgents(page).getByRole("link", { name: agent.name })).toHaveAttribute(
    "href",
    paths.agent(slug),
  );
  await expect(yourAgents(page).locator(".subscription__plan")).toHaveText(popularPlan.name);
  expect(visited).not.toContain(paths.signUp);
  expect((await trialRequests(email)).map((request) => request.body)).toEqual([
    { agent_slug: slug, plan: popularPlan.planId },
  ]);
});

test("a second trial from the agent page is refused with a clear message and a link to the dashboard", async ({
  page,
}) => {
  await customer(page);
  await openAgentSignedIn(page);
  await startTrialLink(page).click();
  await expect(page).toHaveURL(paths.dashboard);
  await openArea(page, "agents");
  await expect(yourAgents(page).getByRole("link", { name: agent.name })).toBeVisible();

  await openAgentSignedIn(page);
  await startTrialLink(page).click();
  const notice = page.getByRole("alert");
  await expect(notice).toContainText(existsMessage());
  await expect(page).toHaveURL(paths.agent(slug));
  await notice.getByRole("link", { name: labels.trialDashboardLinkLabel }).click();
  await expect(page).toHaveURL(paths.dashboard);
  await openArea(page, "agents");
  await expect(yourAgents(page).getByRole("listitem")).toHaveCount(1);
});

test("a trial the dashboard cannot start says so, and Try again starts it", async ({ page }) => {
  // Signed in with every call of the account answered 503, on the Overview asked for a trial.
  const { email } = await customer(page, `${paths.dashboard}${trialSearch}`, { "*": { status: 503 } });
  await expect(page.getByRole("alert").filter({ hasText: labels.trialFailedText })).toBeVisible();
  await expect(page).toHaveURL(`${paths.dashboard}${trialSearch}`);

  await setBackendFaults(email, {});
  await page.getByRole("button", { name: labels.trialRetryLabel }).click();
  await expect(page).toHaveURL(paths.dashboard);
  await openArea(page, "agents");
  await expect(yourAgents(page).getByRole("link", { name: agent.name })).toBeVisible();
});

test("before the page's code arrives, Start Free Trial is a plain link carrying the agent", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto(paths.agent(slug), { waitUntil: "domcontentloaded" });
  await expect(startTrialLink(page)).toHaveAttribute("href", `${paths.signUp}${trialSearch}`);
  await startTrialLink(page).click();
  await expect(page).toHaveURL(`${paths.signUp}${trialSearch}`);
  await scripts.release();
  await expect(page.getByRole("main").getByRole("link", { name: signUpPage.signInLabel })).toHaveAttribute(
    "href",
    `${paths.signIn}${trialSearch}`,
  );
});

// Through the sign-up or sign-in form, and a backend slower than its limit: the page's clock is
// faked, in a context of the test's own.
test.describe(() => {
  test.use({ fakeClock: true });

  test("a visitor's Start Free Trial goes through sign-up and arrives with the trial started", async ({
    page,
  }) => {
    await page.goto(paths.agent(slug));
    await startTrialLink(page).click();
    await expect(page).toHaveURL(`${paths.signUp}${trialSearch}`);
    await expect(page.getByRole("heading", { level: 1, name: signUpPage.title })).toBeVisible();

    await page.locator('[name="firstName"]').fill("Tria");
    await page.locator('[name="lastName"]').fill("Lyst");
    await page.locator('[name="email"]').fill("trial.sign.up@example.com");
    await page.locator('[name="password"]').fill(PASSWORD);
    await page.locator('[name="confirmPassword"]').fill(PASSWORD);
    await page.locator('[name="agreeToTerms"]').check();
    await page.getByRole("button", { name: signUpPage.submitLabel }).click();

    await expectDashboardAfter(page, en.success.signUp);
    await openArea(page, "agents");
    await expect(yourAgents(page).getByRole("link", { name: agent.name })).toBeVisible();
    expect(await trialRequests("trial.sign.up@example.com")).toHaveLength(1);
  });

  test("a Spanish visitor's plan on /es/pricing goes through the Spanish sign-up to the Spanish dashboard, the trial on the plan's id", async ({
    page,
  }) => {
    const email = "trial.spanish@example.com";
    const spanish = {
      agent: requiredTranslationOf(agent, "es"),
      labels: requiredTranslationOf(labels, "es"),
      signUp: requiredTranslationOf(singleton("accountPages"), "es").signUp,
    };
    const plan = (spanish.agent.plans as Doc[]).find((candidate) => candidate.popular)!;
    expect(plan.name).not.toBe(popularPlan.name);

    await page.goto(`${localizedPath(paths.pricing, "es")}#plans-${slug}`);
    await page
      .locator(`#plans-${slug}`)
      .getByRole("link", { name: new RegExp(spanish.labels.popularPlanButton) })
      .click();
    await expect(page).toHaveURL(`${localizedPath(paths.signUp, "es")}?trial=${slug}&plan=${plan.planId}`);
    await expect(page.getByRole("heading", { level: 1, name: spanish.signUp.title })).toBeVisible();

    await page.locator('[name="firstName"]').fill("Lucía");
    await page.locator('[name="lastName"]').fill("Pérez");
    await page.locator('[name="email"]').fill(email);
    await page.locator('[name="password"]').fill(PASSWORD);
    await page.locator('[name="confirmPassword"]').fill(PASSWORD);
    await page.locator('[name="agreeToTerms"]').check();
    await page.getByRole("button", { name: spanish.signUp.submitLabel }).click();

    await expect(page.getByRole("status")).toHaveText(es.success.signUp, { timeout: 15_000 });
    await page.clock.fastForward(2_000);
    await expect(page).toHaveURL(localizedPath(paths.dashboard, "es"));
    expect((await trialRequests(email)).map((request) => request.body)).toEqual([
      { agent_slug: slug, plan: popularPlan.planId },
    ]);
  });

  test("a visitor who switches to sign-in keeps the trial, and a second trial is refused on the dashboard", async ({
    page,
  }) => {
    await createAccount("trial.sign.in@example.com", PASSWORD);
    for (const attempt of [1, 2]) {
      await page.goto(paths.agent(slug));
      await startTrialLink(page).click();
      await expect(page).toHaveURL(`${paths.signUp}${trialSearch}`);
      await page.getByRole("main").getByRole("link", { name: signUpPage.signInLabel }).click();
      await expect(page).toHaveURL(`${paths.signIn}${trialSearch}`);
      await signIn(page, "trial.sign.in@example.com");
      await expectDashboardAfter(page, en.success.signIn);
      // The Overview shows once the trial has been asked for.
      await expect(page.getByRole("heading", { level: 1, name: dashboard.greeting })).toBeVisible();
      if (attempt === 1) await expect(page.getByText(existsMessage())).toHaveCount(0);
      else await expect(page.getByRole("alert")).toHaveText(existsMessage());
      await openArea(page, "agents");
      await expect(yourAgents(page).getByRole("link", { name: agent.name })).toBeVisible();
      if (attempt === 1) {
        await page.getByRole("banner").getByRole("button", { name: nav.logoutLabel }).click();
        await expect(page).toHaveURL(paths.home);
      }
    }
    expect(await trialRequests("trial.sign.in@example.com")).toHaveLength(2);
  });

  test("an unknown agent in the address is ignored", async ({ page }) => {
    await createAccount("trial.unknown@example.com", PASSWORD);
    await page.goto(`${paths.signIn}?trial=no-such-agent&plan=starter`);
    await signIn(page, "trial.unknown@example.com");
    await expectDashboardAfter(page, en.success.signIn);
    await openArea(page, "agents");
    await expect(yourAgents(page).getByText(dashboard.agentsCard.emptyText)).toBeVisible();
    expect(await trialRequests("trial.unknown@example.com")).toEqual([]);
  });

  test("a slow backend: busy once, a plain failure after 10 s, and Try again starts it", async ({ page }) => {
    const { email } = await customer(page);
    await openAgentSignedIn(page);
    // The call hangs longer than the 10 s limit on a backend call; nobody waits for it.
    await setBackendFaults(email, { "POST /api/agents": { delayMs: 15_000 } });
    const call = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/agents",
    );
    await startTrialLink(page).click();
    await call;
    const busy = startTrialLink(page, labels.trialStartingLabel);
    await expect(busy).toHaveAttribute("aria-disabled", "true");
    // A second click while it starts (forced: Playwright waits for an aria-disabled link) sends nothing.
    await busy.click({ force: true });
    await expect(page.getByRole("alert").filter({ hasText: labels.trialFailedText })).toHaveCount(0);
    // The 10 s limit on a backend call (the spec's, for the user's creation), on the page's clock.
    await page.clock.fastForward(10_000);
    await expect(page.getByRole("alert")).toHaveText(labels.trialFailedText);
    await expect(startTrialLink(page)).not.toHaveAttribute("aria-disabled");
    expect(await trialRequests(email)).toHaveLength(1);

    await setBackendFaults(email, {});
    await page.getByRole("button", { name: labels.trialRetryLabel }).click();
    await expect(page).toHaveURL(paths.dashboard);
    await openArea(page, "agents");
    await expect(yourAgents(page).getByRole("link", { name: agent.name })).toBeVisible();
  });
});
