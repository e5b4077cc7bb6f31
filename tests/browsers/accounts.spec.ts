import { see, test } from "./support/test";
import { en } from "#web/shared/i18n/messages/en.ts";
import { field, HEADING, shownText } from "./support/site";
import { accountPages, greeting } from "../e2e/support/dataset";
import { emptySignUpMessages } from "../e2e/support/sign-up";
import { paths } from "#content/paths.ts";

// Sign-up against the Firebase Auth emulator the servers run (as the Chromium tests do).

const { signUp } = accountPages();
const SUBMIT = { css: "button[type=submit]", name: signUp.submitLabel };

test("sign-up sent empty shows the spec's message under each required field", async ({ tab }) => {
  await tab.goto(paths.signUp);
  await tab.click(SUBMIT);
  for (const message of emptySignUpMessages(en))
    await see(() => tab.shows(shownText(message)), message).toBe(true);
});

test("a new account is created and reaches the dashboard", async ({ tab }, testInfo) => {
  // Each project signs up at the same time as the others: an address of its own.
  const email = `ada-${testInfo.project.name}-${Date.now()}@example.com`;
  await tab.goto(paths.signUp);
  await tab.fill(field("firstName"), "Ada");
  await tab.fill(field("lastName"), "Lovelace");
  await tab.fill(field("email"), email);
  await tab.fill(field("password"), "Secret123");
  await tab.fill(field("confirmPassword"), "Secret123");
  await tab.click(field("agreeToTerms"));
  await tab.click(SUBMIT);
  await see(() => tab.text({ css: "[role=status]", within: "main" })).toBe(en.success.signUp);
  await see(() => tab.location(), "redirected to the dashboard").toBe(paths.dashboard);
  await see(() => tab.text(HEADING)).toBe(greeting("Ada Lovelace"));
});
