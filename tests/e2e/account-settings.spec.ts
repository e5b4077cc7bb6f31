import { en } from "#web/shared/i18n/messages/en.ts";
import { expect, test, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { applyVerificationCode, verificationCodesSentTo } from "./support/auth-emulator";
import { setBackendFaults } from "./support/backend";
import { openArea } from "./support/client-area";
import { PASSWORD, signedInCustomer } from "./support/customers";
import { accountPages, greeting, navigation, singleton } from "./support/dataset";
import { paths } from "#content/paths.ts";

// The client area's Settings against the Auth emulator and the local stand-in backend.
// Each test has an account of its own, named Ada Lovelace, signed in on Settings
// (./support/customers.ts); a fault is asked of the stand-in for that account only.
test.describe.configure({ mode: "serial" });

const NEW_PASSWORD = "Better456";
const dashboard = singleton("dashboardPage");
const texts = dashboard.settingsCard;
const faults = dashboard.loadStates;

/** A new account named Ada Lovelace, signed in, on Settings. */
const onSettings = (page: Page) => signedInCustomer(page, paths.dashboardSettings, { name: "Ada Lovelace" });

const settings = (page: Page) => page.getByRole("region", { name: texts.title });
const field = (page: Page, label: string) => settings(page).getByLabel(label, { exact: true });
const profileForm = (page: Page) => settings(page).getByRole("form", { name: texts.profileTitle });
const passwordForm = (page: Page) => settings(page).getByRole("form", { name: texts.passwordTitle });

test("the profile is saved, with the display name, and shown after a reload", async ({ page }) => {
  await onSettings(page);
  // The sign-in's sync made the profile from the display name.
  await expect(field(page, texts.firstNameLabel)).toHaveValue("Ada");
  await expect(field(page, texts.lastNameLabel)).toHaveValue("Lovelace");

  await field(page, texts.lastNameLabel).fill("King");
  await field(page, texts.companyLabel).fill("Analytical Engines");
  await field(page, texts.phoneLabel).fill("+44 20 7946 0000");
  await profileForm(page).getByRole("button", { name: texts.saveLabel }).click();
  await expect(profileForm(page).getByRole("status")).toHaveText(texts.profileUpdatedText);
  await openArea(page, "overview");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting("Ada King"));

  await openArea(page, "settings");
  await page.reload();
  await expect(page).toHaveURL(paths.dashboardSettings);
  await expect(field(page, texts.firstNameLabel)).toHaveValue("Ada");
  await expect(field(page, texts.lastNameLabel)).toHaveValue("King");
  await expect(field(page, texts.companyLabel)).toHaveValue("Analytical Engines");
  await expect(field(page, texts.phoneLabel)).toHaveValue("+44 20 7946 0000");
  await openArea(page, "overview");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting("Ada King"));
});

test("a profile that cannot be saved says so and keeps what was typed", async ({ page }) => {
  const { email } = await onSettings(page);
  await expect(field(page, texts.firstNameLabel)).toHaveValue("Ada");
  await setBackendFaults(email, { "PUT /api/users/profile": { status: 500 } });
  await field(page, texts.companyLabel).fill("Analytical Engines");
  await profileForm(page).getByRole("button", { name: texts.saveLabel }).click();
  await expect(profileForm(page).getByRole("alert")).toHaveText(
    `${en.failures.profileUpdate} ${faults.serverText}`,
  );
  await expect(field(page, texts.companyLabel)).toHaveValue("Analytical Engines");
  await expect(profileForm(page).getByRole("button", { name: texts.saveLabel })).toBeEnabled();
});

test("the profile's load says what failed, the rest of the dashboard works, and Retry loads it", async ({
  page,
}) => {
  const { email } = await onSettings(page);
  await expect(field(page, texts.firstNameLabel)).toHaveValue("Ada");

  await setBackendFaults(email, { "GET /api/users/profile": { status: 500 } });
  await page.reload();
  await expect(settings(page).getByRole("alert")).toHaveText(faults.serverText);
  await expect(field(page, texts.firstNameLabel)).toHaveCount(0);
  await expect(field(page, texts.currentPasswordLabel)).toBeEditable();
  await openArea(page, "agents");
  await expect(page.getByText(dashboard.agentsCard.emptyText)).toBeVisible();

  // Back in Settings, whose profile fails again until the backend is mended.
  await openArea(page, "settings");
  await expect(settings(page).getByRole("alert")).toHaveText(faults.serverText);
  await setBackendFaults(email, {});
  await settings(page).getByRole("button", { name: faults.retryLabel }).click();
  await expect(field(page, texts.firstNameLabel)).toHaveValue("Ada");
  await expect(settings(page).getByRole("alert")).toHaveCount(0);
});

async function changePassword(page: Page, current: string, next: string) {
  await field(page, texts.currentPasswordLabel).fill(current);
  await field(page, texts.newPasswordLabel).fill(next);
  await field(page, texts.confirmPasswordLabel).fill(next);
  await passwordForm(page).getByRole("button", { name: texts.changePasswordLabel }).click();
}

test("the password is changed, and the new one signs in", async ({ page }) => {
  const { email } = await onSettings(page);
  await changePassword(page, PASSWORD, NEW_PASSWORD);
  await expect(passwordForm(page).getByRole("status")).toHaveText(texts.passwordChangedText);
  await expect(field(page, texts.currentPasswordLabel)).toHaveValue("");

  await openArea(page, "overview");
  await page.getByRole("main").getByRole("button", { name: navigation().logoutLabel }).click();
  await expect(page).toHaveURL(paths.signIn);
  // The new password, on the sign-in form: the redirect's 2 s waited (auth.spec.ts moves the clock).
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="password"]').fill(NEW_PASSWORD);
  await page.getByRole("button", { name: accountPages().signIn.submitLabel, exact: true }).click();
  await expect(page).toHaveURL(paths.dashboard);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting("Ada Lovelace"));
});

test("a wrong current password is refused with a message, and what was typed stays", async ({ page }) => {
  await onSettings(page);
  await changePassword(page, "Wrong1234", NEW_PASSWORD);
  await expect(passwordForm(page).getByRole("alert")).toHaveText(texts.wrongPasswordText);
  await expect(field(page, texts.currentPasswordLabel)).toHaveValue("Wrong1234");
  await expect(field(page, texts.newPasswordLabel)).toHaveValue(NEW_PASSWORD);
  await expect(field(page, texts.confirmPasswordLabel)).toHaveValue(NEW_PASSWORD);
  await expect(field(page, texts.currentPasswordLabel)).toBeFocused();
});

test("the verification e-mail is sent, and once its link is opened the address shows verified", async ({
  page,
}) => {
  const { email } = await onSettings(page);
  await expect(settings(page).getByText(texts.unverifiedText)).toBeVisible();
  await settings(page).getByRole("button", { name: texts.sendVerificationLabel }).click();
  await expect(
    settings(page).getByRole("status").filter({ hasText: texts.verificationSentText }),
  ).toBeVisible();
  await expect.poll(() => verificationCodesSentTo(email)).toHaveLength(1);

  await applyVerificationCode((await verificationCodesSentTo(email))[0]);
  await page.reload();
  await expect(settings(page).getByText(texts.verifiedText, { exact: true })).toBeVisible();
  await expect(settings(page).getByRole("button", { name: texts.sendVerificationLabel })).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the settings fit the page and axe finds nothing, messages and field errors shown`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await onSettings(page);
    await expect(field(page, texts.firstNameLabel)).toHaveValue("Ada");
    await field(page, texts.firstNameLabel).fill("");
    await profileForm(page).getByRole("button", { name: texts.saveLabel }).click();
    await changePassword(page, "Wrong1234", NEW_PASSWORD);
    await expect(passwordForm(page).getByRole("alert")).toHaveText(texts.wrongPasswordText);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(
      (await axeViolations(page, ".account-settings")).map(
        (violation) => `${violation.id}: ${violation.help}`,
      ),
    ).toEqual([]);
  });
}
