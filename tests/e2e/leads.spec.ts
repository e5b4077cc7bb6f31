import { expect, test, type Page } from "./support/test";
import { fieldLabel, leadFormOf } from "./support/dataset";
import { recordedRequests } from "./support/backend";
import { LEAD_TRAP_FIELD } from "#web/features/content-forms/trap.ts";
import { paths } from "#content/paths.ts";

// Leads without spam: a lead form whose trap field is filled shows its success message and sends
// nothing; a lead that is sent, however fast, carries how the visit began.

/** Every request the page makes to the backend's lead endpoint. */
function leadRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/contact") sent.push(request.method());
  });
  return sent;
}

test("a lead form with its trap field filled shows its success message, clears, and sends nothing", async ({
  page,
}) => {
  const { section, form: banner } = leadFormOf(paths.home, "home-banner");
  const sent = leadRequests(page);
  await page.goto(paths.home);
  const form = page.getByRole("form", { name: section.title });
  await form.getByLabel(fieldLabel(banner, "name")).fill("Spam Bot");
  await form.getByLabel(fieldLabel(banner, "email")).fill("spam.bot@example.com");
  await form.locator(`[name="${LEAD_TRAP_FIELD}"]`).fill("https://spam.example");
  await form.getByRole("button", { name: banner.submitLabel }).click();

  await expect(form.getByRole("status")).toHaveText(banner.successMessage);
  await expect(form.getByLabel(fieldLabel(banner, "name"))).toHaveValue("");
  expect(sent).toEqual([]);
  expect(
    (await recordedRequests()).filter(
      (request) => (request.body as { email?: string } | null)?.email === "spam.bot@example.com",
    ),
  ).toEqual([]);
});

test("a lead sent from a page opened with campaign tags carries its landing page and the tags", async ({
  page,
}) => {
  const { section, form: contact } = leadFormOf(paths.contact, "contact-page");
  await page.goto(`${paths.contact}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`);
  const form = page.getByRole("form", { name: section.title });
  await form.locator('[name="firstName"]').fill("Tagged");
  await form.locator('[name="lastName"]').fill("Visitor");
  await form.locator('[name="email"]').fill("tagged.visitor@example.com");
  await form.locator('[name="message"]').fill("Found you in the newsletter.");
  const request = page.waitForRequest(
    (candidate) => new URL(candidate.url()).pathname === "/api/contact" && candidate.method() === "POST",
  );
  await form.getByRole("button", { name: contact.submitLabel }).click();

  const expected = {
    email: "tagged.visitor@example.com",
    source: "contact-page",
    landing_page: paths.contact,
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring",
  };
  const body = (await request).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject(expected);
  expect(Object.keys(body).filter((key) => key.startsWith("utm_"))).toHaveLength(3);
  expect(body).not.toHaveProperty("referrer");
  await expect(page.getByText(contact.successMessage)).toBeVisible();
  const kept = (await recordedRequests()).filter(
    (lead) => (lead.body as { email?: string } | null)?.email === expected.email,
  );
  expect(kept.map((lead) => lead.body)).toEqual([body]);
});
